import { useCallback, useEffect, useState } from 'react';
import { getBids } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { pageParams, type PageState } from '../shared/paging';
import type { BidListAnswer } from '../shared/types';

export interface BidListState {
  data: BidListAnswer | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * The open auction, participation and the member's bids of one product, one page at a time, in
 * the order the member chose (`sort`, already checked against the list's columns) or by bid number.
 */
export function useBidList(productCd: number, page: PageState, sort?: string): BidListState {
  // Kept with its product so another product's rows never show while the next ones load.
  const [result, setResult] = useState<{ productCd: number; answer: BidListAnswer } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    getBids({ productCd, ...pageParams(page), count: true, sort }, { signal: abort.signal })
      .then((answer) => setResult({ productCd, answer: answer as unknown as BidListAnswer }))
      .catch((error) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        reportFailure(error, 'GET');
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [productCd, page.page, page.size, sort, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const data = result?.productCd === productCd ? result.answer : null;
  return { data, loading, failed, reload };
}
