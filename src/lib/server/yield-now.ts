/** Lets the event loop run what waits (other requests' I/O, timers) before the caller goes on. */
export const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Long synchronous work cut into slices of about `sliceMs`: call the returned function often (per
 * row); it yields to the event loop once the slice is used up, so other requests wait at most about
 * one slice. (A large upload's read and check once held the loop for seconds, stalling every member.)
 */
export function timeSlices(sliceMs = 20): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return yieldNow().then(() => {
      sliceStart = performance.now();
    });
  };
}

/** `each` for every item in order, in slices of about `sliceMs` with yields between (see timeSlices). */
export async function eachSliced<T>(items: Iterable<T>, each: (item: T) => void, sliceMs?: number): Promise<void> {
  const slice = timeSlices(sliceMs);
  for (const item of items) {
    each(item);
    const pause = slice();
    if (pause) await pause;
  }
}
