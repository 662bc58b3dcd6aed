/**
 * A certificate of 10,000 facilities (292 pages) takes 3–4 s of CPU and some 160 MB of heap
 * while it is laid out (pdfkit's text layout cache; bench/results/certificate-pdf.md). Letting
 * only a few renders run at once keeps a burst of such downloads from exhausting the heap or
 * starving other requests; the others wait.
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
