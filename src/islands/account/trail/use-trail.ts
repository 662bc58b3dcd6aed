import { useEffect, useState } from 'react';
import { loadFailureOf } from '../../hooks/load-failure';

export type TrailState<T> = { loading: true } | { loading: false; data: T } | { loading: false; error: string };

/** The trail, loaded once when the screen opens; a refusal (404: not the member's) is said in the server's words. */
export function useTrail<T>(load: (signal: AbortSignal) => Promise<T>): TrailState<T> {
  const [state, setState] = useState<TrailState<T>>({ loading: true });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ loading: false, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ loading: false, error: loadFailureOf(error) });
      },
    );
    return () => controller.abort();
    // Loaded once: the screen's key comes from its URL and does not change while it is open.
  }, []);
  return state;
}
