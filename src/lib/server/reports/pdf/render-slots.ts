/**
 * Rendering holds every page in memory until the page count is known ("n / N"): a certificate of
 * 10,000 facilities (400 pages) peaks near 700 MB and takes seconds of CPU. Letting only a few
 * renders run at once keeps a burst of such downloads from exhausting the heap; the others wait.
 */
const MAX_CONCURRENT_RENDERS = 2;

let running = 0;
const waiting: (() => void)[] = [];

export async function withRenderSlot<T>(render: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await render();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
