import { useEffect, useState } from 'react';
import { getBidResults } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { pageParams, type PageState } from '../shared/paging';
import type { BidResultAnswer } from '../shared/types';
import type { ResultQuery } from './filter-rules';

export interface BidResults {
  data: BidResultAnswer | null;
  loading: boolean;
  failed: boolean;
}

/**
 * One page of the member's results for the query in the chosen order (`sort`, already checked
 * against the list's columns), with the summaries of the cleared auctions in scope.
 */
export function useBidResults(query: ResultQuery, page: PageState, sort: string | undefined): BidResults {
  const [state, setState] = useState<BidResults>({ data: null, loading: true, failed: false });
  const key = JSON.stringify([query, page, sort]);
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    getBidResults({ ...query, ...pageParams(page), count: true, sort }, { signal: abort.signal })
      .then((answer) => setState({ data: answer as unknown as BidResultAnswer, loading: false, failed: false }))
      .catch((error) => {
        if (abort.signal.aborted) return;
        reportFailure(error, 'GET');
        setState({ data: null, loading: false, failed: true });
      });
    return () => abort.abort();
    // The key stands for query, page and sort; query and page may be new objects with the same values.
  }, [key]);
  return state;
}
