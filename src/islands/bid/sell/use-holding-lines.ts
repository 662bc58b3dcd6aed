import { useEffect, useState } from 'react';
import { getAccountBalances } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { pageParams, type PageState } from '../shared/paging';
import type { HoldingLine } from '../shared/types';
import type { SellLineFilterValues } from './sell-line-filter';

export interface HoldingLines {
  lines: HoldingLine[];
  count: number;
  loading: boolean;
  failed: boolean;
}

/** The member's authorized (holding class 1) lines of a target year and product: what it can sell. */
export function useHoldingLines(
  fiscalYear: number | null,
  productCd: number,
  page: PageState,
  filter: SellLineFilterValues = {},
): HoldingLines {
  const [state, setState] = useState<HoldingLines>({ lines: [], count: 0, loading: true, failed: false });
  useEffect(() => {
    if (fiscalYear === null) return;
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    getAccountBalances(
      { fiscalYear, productCd, holdingClassCd: 1, ...filter, ...pageParams(page), count: true },
      { signal: abort.signal },
    )
      .then((answer) => {
        const lines = (answer.accountBalanceList ?? []) as HoldingLine[];
        setState({
          lines,
          count: typeof answer.count === 'number' ? answer.count : lines.length,
          loading: false,
          failed: false,
        });
      })
      .catch((error) => {
        if (abort.signal.aborted) return;
        reportFailure(error, 'GET');
        setState({ lines: [], count: 0, loading: false, failed: true });
      });
    return () => abort.abort();
  }, [fiscalYear, productCd, page.page, page.size, filter.prefectureCd, filter.equipmentId]);
  return state;
}
