import { Agent, request } from 'undici';
import { percentile } from './machine';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

/**
 * Closed-loop load: `connections` workers each send the next request as soon as the previous
 * answered, for `seconds`. Every latency is kept, so p95 is exact. Bounded in time; loopback only.
 */
export async function runLoad(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: () => string;
  },
): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: opts.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const res = await request(url, {
            method: opts.method ?? 'GET',
            headers: opts.headers,
            body: opts.body?.(),
            dispatcher,
          });
          await res.body.dump();
          if (res.statusCode >= 400) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    requests: latencies.length,
    errors,
  };
}
