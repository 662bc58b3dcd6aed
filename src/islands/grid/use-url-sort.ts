import { useCallback, useState } from 'react';

/**
 * The chosen sort of a screen that keeps its page out of the URL (the bid screens): held in state
 * and written to the URL's `sort` beside the screen's own parameters, so a reload sorts the same.
 * `onChange` runs with every new order (the screen goes back to its first page).
 */
export function useUrlSort(initial: string | undefined, onChange: () => void) {
  const [sort, setState] = useState(initial);
  const setSort = useCallback(
    (next: string | undefined) => {
      setState(next);
      const url = new URL(window.location.href);
      if (next) url.searchParams.set('sort', next);
      else url.searchParams.delete('sort');
      window.history.replaceState(window.history.state, '', url);
      onChange();
    },
    [onChange],
  );
  return { sort, setSort };
}
