import { getAccountBalances } from '../../api';
import { useQuery } from '../../hooks/use-query';
import { pageParams, type PageState } from '../shared/paging';
import type { HoldingLine } from '../shared/types';
import type { SellLineFilterValues } from './sell-line-filter';

export interface HoldingLines {
  lines: HoldingLine[];
  count: number;
  loading: boolean;
  /** What to say instead of the lines when they could not be loaded. */
  failure: string | null;
}

/** The member's authorized (holding class 1) lines of a target year and product: what it can sell. */
export function useHoldingLines(
  fiscalYear: number | null,
  productCd: number,
  page: PageState,
  filter: SellLineFilterValues = {},
): HoldingLines {
  const key =
    fiscalYear === null
      ? null
      : JSON.stringify([fiscalYear, productCd, page.page, page.size, filter.prefectureCd, filter.equipmentId]);
  const { data, loading, failure } = useQuery(key, async (signal) => {
    const answer = await getAccountBalances(
      { fiscalYear: fiscalYear!, productCd, holdingClassCd: 1, ...filter, ...pageParams(page), count: true },
      { signal },
    );
    const lines: HoldingLine[] = answer.accountBalanceList;
    return { lines, count: typeof answer.count === 'number' ? answer.count : lines.length };
  });
  return { lines: data?.lines ?? [], count: data?.count ?? 0, loading, failure };
}
