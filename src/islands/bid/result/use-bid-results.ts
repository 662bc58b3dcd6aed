import { getBidResults } from '../../api';
import { useQuery } from '../../hooks/use-query';
import { pageParams, type PageState } from '../shared/paging';
import type { BidResultAnswer } from '../shared/types';
import type { ResultQuery } from './filter-rules';

export interface BidResults {
  data: BidResultAnswer | null;
  loading: boolean;
  /** What to say instead of the results when they could not be loaded. */
  failure: string | null;
}

/**
 * One page of the member's results for the query in the chosen order (`sort`, already checked
 * against the list's columns), with the summaries of the cleared auctions in scope.
 */
export function useBidResults(query: ResultQuery, page: PageState, sort: string | undefined): BidResults {
  // The key stands for query, page and sort; query and page may be new objects with the same values.
  const key = JSON.stringify([query, page, sort]);
  const { data, loading, failure } = useQuery(key, (signal) =>
    getBidResults({ ...query, ...pageParams(page), count: true, sort }, { signal }),
  );
  return { data, loading, failure };
}
