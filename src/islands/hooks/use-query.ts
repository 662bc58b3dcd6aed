import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFailureOf, LOAD_FAILED_TEXT } from './load-failure';

export interface QueryState<T> {
  /** The last answer; while a new key loads it stays (no flicker), and a failure clears it. */
  data: T | null;
  loading: boolean;
  /** What the screen shows instead of the data when the load failed (see loadFailureOf). */
  failure: string | null;
  /** Load again with the same key (after a change the screen made itself). */
  reload: () => void;
}

export interface QueryOptions<T = unknown> {
  /** The failure text when the server gave no words of its own for this screen. */
  failureText?: string;
  /** Error codes this screen explains with the server's message. */
  ownCodes?: readonly string[];
  /**
   * The answer for the first key, already in the page (server-rendered): shown at once, and that
   * key is not loaded again until it changes or reload() is called.
   */
  initialData?: T;
}

/**
 * Every GET of the islands: one load per key (null = nothing asked yet), a newer key aborts the
 * older load so a fast series of clicks never shows a stale answer, and a failure is said on the
 * screen instead of looking like an empty result.
 */
export function useQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { failureText = LOAD_FAILED_TEXT, ownCodes = [], initialData }: QueryOptions<T> = {},
): QueryState<T> {
  const [state, setState] = useState<Omit<QueryState<T>, 'reload'>>({
    data: initialData ?? null,
    loading: key !== null && initialData === undefined,
    failure: null,
  });
  // The key whose answer came with the page, until the key changes.
  const served = useRef(initialData === undefined ? null : key);
  const [version, setVersion] = useState(0);
  // The loader closes over the current render's values; the key says when they changed.
  const loader = useRef(load);
  loader.current = load;
  const failure = useRef({ failureText, ownCodes });
  failure.current = { failureText, ownCodes };

  useEffect(() => {
    if (key === null) return;
    if (key === served.current && version === 0) return;
    served.current = null;
    const controller = new AbortController();
    setState((s) => ({ data: s.data, loading: true, failure: null }));
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, failure: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const { failureText: text, ownCodes: codes } = failure.current;
        setState({ data: null, loading: false, failure: loadFailureOf(error, text, codes) });
      });
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
