import { useMemo } from 'react';
import type { SortOrder } from '@/lib/domain/grid/sort-order';
import type { Paging } from '../filters/filter-query';
import { useClampedPage, useFilterSearch } from '../filters/use-filter-search';
import { usePagedFetch, type PageFetcher, type PageResult } from '../../grid/use-paged-fetch';
import { useGridSort } from '../../grid/use-grid-sort';

interface SortedInquiryOptions<V extends Record<string, string>, F, Row, Extra, K extends string> {
  /** The URL's conditions converted by the server, or null when they are not valid. */
  initialApplied: F | null;
  initial: V;
  paging: Paging;
  sortKeys: readonly K[];
  /** The list's own order when it is one of its columns (history: newest first). */
  naturalSort?: SortOrder<K>;
  fetcher: PageFetcher<F & { sort?: string }, Row, Extra>;
  /** The URL's form of the values (dates as YYYY-MM-DD). */
  toUrl?: (values: V) => Record<string, string>;
  /** The first page for the URL's conditions, read by the server for the page: not fetched again. */
  initialPage?: PageResult<Row, Extra>;
}

/**
 * The state of a server-paged, sortable inquiry (残高照会, 履歴照会): conditions kept in the URL,
 * the chosen order, the page fetched for them, a page past the last one clamped, and the props
 * that bind it to PagedGrid.
 */
export function useSortedInquiry<V extends Record<string, string>, F, Row, Extra, K extends string>(
  options: SortedInquiryOptions<V, F, Row, Extra, K>,
) {
  const { initialApplied, initial, paging, sortKeys, naturalSort, fetcher, toUrl, initialPage } = options;
  const search = useFilterSearch(initialApplied, initial, paging, toUrl);
  const sorting = useGridSort(search, sortKeys, naturalSort);
  const query = useMemo(
    () => (search.applied ? { ...search.applied, sort: sorting.querySort } : null),
    [search.applied, sorting.querySort],
  );
  const result = usePagedFetch(query, search.page, search.size, fetcher, search.nonce, initialPage);
  useClampedPage(search, result);
  const gridProps = {
    rows: result.rows,
    count: result.count,
    page: search.page,
    pageSize: search.size,
    onPageChange: search.setPage,
    onPageSizeChange: search.setSize,
    sort: sorting.sort,
    onSort: sorting.onSort,
    loading: result.loading,
    failure: result.failure,
    idle: search.applied === null,
  };
  return { search, result, applied: search.applied, gridProps };
}
