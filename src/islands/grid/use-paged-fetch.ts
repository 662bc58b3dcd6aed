import type { PageParams } from '../api';
import { useQuery } from '../hooks/use-query';
import { limitOf, offsetOf, type PageSize } from './paging';

export interface PageResult<Row, Extra> {
  rows: Row[];
  count: number;
  extra?: Extra;
}

export type PageFetcher<Query, Row, Extra> = (
  query: Query,
  page: PageParams,
  signal: AbortSignal,
) => Promise<PageResult<Row, Extra>>;

export interface PagedState<Row, Extra> extends PageResult<Row, Extra> {
  loading: boolean;
  /** The load failed: what to say instead of the rows (the grid shows no count or totals then). */
  failure: string | null;
}

/** One server page for the applied query (null = not searched yet), through the islands' one query hook. */
export function usePagedFetch<Query, Row, Extra = undefined>(
  query: Query | null,
  page: number,
  size: PageSize,
  fetcher: PageFetcher<Query, Row, Extra>,
  /** Bumped to fetch again with unchanged parameters (the search button pressed twice). */
  nonce = 0,
  /** The first page as the server rendered it into the page, for the first parameters only. */
  initialPage?: PageResult<Row, Extra>,
): PagedState<Row, Extra> {
  const key = query === null ? null : JSON.stringify([query, page, size, nonce]);
  const { data, loading, failure } = useQuery(
    key,
    (signal) => fetcher(query!, { offset: offsetOf(page, size), limit: limitOf(size), count: true }, signal),
    { initialData: initialPage },
  );
  return { rows: data?.rows ?? [], count: data?.count ?? 0, extra: data?.extra, loading, failure };
}
