import { useCallback } from 'react';
import { nextSort, parseSort, sortText, type SortOrder } from '../../lib/domain/grid/sort-order';

/**
 * The sort of a server-paged list from its search state: only the list's own keys count (a stale
 * or edited URL falls back to the list's order), and a header press turns the column around.
 */
export function useGridSort<K extends string>(
  search: { sort: string | undefined; setSort: (sort: string | undefined) => void },
  keys: readonly K[],
  /** The list's own order when it is one of its columns (history: newest first), shown on its header. */
  natural?: SortOrder<K>,
) {
  const chosen = search.sort ? parseSort(search.sort, keys) : null;
  const shown = chosen ?? natural ?? null;
  const { setSort } = search;
  const onSort = useCallback(
    (key: string) => {
      if (!keys.includes(key as K)) return;
      setSort(sortText(nextSort(shown, key as K)));
    },
    [shown, keys, setSort],
  );
  return {
    /** For the headers. */
    sort: shown ? sortText(shown) : undefined,
    /** For the API: only an order the member chose. */
    querySort: chosen ? sortText(chosen) : undefined,
    onSort,
  };
}
