import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPage, pageCount, type PageSize } from '../../grid/paging';
import { replaceQuery, toSearch, type Paging } from './filter-query';

interface SearchState<V, F> {
  /** The conditions last searched, as the form held them (written to the URL). */
  values: V;
  /** The same converted for the API; null until the conditions are valid. */
  applied: F | null;
  page: number;
  size: PageSize;
  /** The chosen column order (`-balance`), or undefined for the list's own. */
  sort: string | undefined;
  /** Bumped by every search so pressing 検索 again fetches again. */
  nonce: number;
}

const unchanged = <T>(values: T): T => values;

/**
 * Search state of an inquiry screen. Conditions from the URL are searched at once when valid: the
 * server decides that and gives the converted conditions (`initialApplied`, null when invalid), so
 * the browser needs no rules to start; every search and page change is written back to the URL.
 */
export function useFilterSearch<V extends Record<string, string>, F>(
  initialApplied: F | null,
  initial: V,
  paging: Paging,
  /** The URL's form of the values (dates as YYYY-MM-DD). */
  toUrl: (values: V) => Record<string, string> = unchanged,
) {
  const [state, setState] = useState<SearchState<V, F>>(() => ({
    values: initial,
    applied: initialApplied,
    page: paging.page,
    size: paging.size,
    sort: paging.sort,
    nonce: 0,
  }));

  // The address is left as it was opened until the member searches or pages.
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    replaceQuery(toSearch(toUrl(state.values), { page: state.page, size: state.size, sort: state.sort }));
  }, [state.values, state.page, state.size, state.sort, toUrl]);

  /** A search with the form's values and the same converted by the rules. */
  const submit = useCallback(
    (values: V, applied: F) => setState((s) => ({ ...s, values, applied, page: 1, nonce: s.nonce + 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setSize = useCallback((size: PageSize) => setState((s) => ({ ...s, size, page: 1 })), []);
  /** A new order starts again at page 1. */
  const setSort = useCallback((sort: string | undefined) => setState((s) => ({ ...s, sort, page: 1 })), []);
  return { ...state, submit, setPage, setSize, setSort };
}

/** A page number from the URL beyond the last page shows the last page instead. */
export function useClampedPage(
  search: { page: number; size: PageSize; setPage: (page: number) => void },
  result: { loading: boolean; count: number },
): void {
  const { page, size, setPage } = search;
  useEffect(() => {
    if (!result.loading && page > pageCount(result.count, size)) setPage(clampPage(page, result.count, size));
  }, [result.loading, result.count, page, size, setPage]);
}
