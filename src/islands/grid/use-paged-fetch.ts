import { useEffect, useState } from 'react';
import type { PageParams } from '../api';
import { reportFailure } from '../hooks/report-failure';
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

interface State<Row, Extra> extends PageResult<Row, Extra> {
  loading: boolean;
}

/**
 * One server page for the applied query. A newer request aborts the older one, so a fast series of
 * page clicks never shows a stale page. A null query means "not searched yet".
 */
export function usePagedFetch<Query, Row, Extra = undefined>(
  query: Query | null,
  page: number,
  size: PageSize,
  fetcher: PageFetcher<Query, Row, Extra>,
  /** Bumped to fetch again with unchanged parameters (the search button pressed twice). */
  nonce = 0,
): State<Row, Extra> {
  const [state, setState] = useState<State<Row, Extra>>({ rows: [], count: 0, loading: query !== null });
  const key = query === null ? null : JSON.stringify([query, page, size, nonce]);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    fetcher(query, { offset: offsetOf(page, size), limit: limitOf(size), count: true }, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setState({ ...result, loading: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ rows: [], count: 0, loading: false });
        reportFailure(error, 'GET');
      });
    return () => controller.abort();
    // The key stands for query, page, size and nonce; the fetcher is a stable module function.
  }, [key]);

  return state;
}
