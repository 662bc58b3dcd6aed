import { useEffect, useRef } from 'react';

/**
 * Asks again every `everyMs` while `key` is not null: one call at a time (the next is scheduled
 * once the answer is in), a new key starts afresh, and a null key or unmount stops it and aborts
 * the call under way. A failed call is the caller's to report; polling goes on.
 */
export function usePolling(key: string | null, everyMs: number, poll: (signal: AbortSignal) => Promise<void>): void {
  // The poll closes over the current render's values; the key says when to start again.
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      await latest.current(controller.signal).catch(() => undefined);
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), everyMs);
    };
    timer = setTimeout(() => void tick(), everyMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, everyMs]);
}
