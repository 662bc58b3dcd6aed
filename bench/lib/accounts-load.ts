import { spawn } from 'node:child_process';
import type pg from 'pg';
import { request, type Dispatcher } from 'undici';
import { percentile } from './machine';

export interface LoopResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/**
 * Closed loop: `workers` loops each start the next call as soon as the previous one finished,
 * until `seconds` have passed. Every latency is kept, so the percentiles are exact.
 */
export async function closedLoop(
  workers: number,
  seconds: number,
  once: (worker: number) => Promise<boolean>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < end) {
        const start = performance.now();
        const ok = await once(w).catch(() => false);
        latencies.push(performance.now() - start);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (n: number) => percentile(latencies, n);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    p50: p(50),
    p95: p(95),
    p99: p(99),
    rps: latencies.length / elapsed,
  };
}

export interface StreamResult {
  rows: number;
  bytes: number;
  totalMs: number;
  /** Response headers (HTTP only), the first byte of the body and the end of the first data row. */
  headersMs: number;
  firstByteMs: number;
  firstRowMs: number;
}

function newlines(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

/** Downloads a CSV over HTTP, reading the body as it arrives; rows exclude the header line. */
export async function downloadCsv(
  url: string,
  headers: Record<string, string>,
  dispatcher: Dispatcher,
  timeoutMs: number,
): Promise<StreamResult> {
  const t0 = performance.now();
  const res = await request(url, {
    headers,
    dispatcher,
    signal: AbortSignal.timeout(timeoutMs),
    bodyTimeout: timeoutMs,
    headersTimeout: timeoutMs,
  });
  const headersMs = performance.now() - t0;
  if (res.statusCode !== 200)
    throw new Error(`CSV answered ${res.statusCode}: ${(await res.body.text()).slice(0, 300)}`);
  let firstByteMs = NaN;
  let firstRowMs = NaN;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += chunk.length;
    lines += newlines(chunk);
    if (lines >= 2 && Number.isNaN(firstRowMs)) firstRowMs = performance.now() - t0;
  }
  return { rows: lines - 1, bytes, totalMs: performance.now() - t0, headersMs, firstByteMs, firstRowMs };
}

/** PostgreSQL's own `COPY (select) TO STDOUT (FORMAT csv, HEADER)` through psql, read by this process. */
export async function psqlCopy(databaseUrl: string, select: string, timeoutMs: number): Promise<StreamResult> {
  const t0 = performance.now();
  const child = spawn(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', databaseUrl, '-c', `COPY (${select}) TO STDOUT (FORMAT csv, HEADER)`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    },
  );
  let firstByteMs = NaN;
  let firstRowMs = NaN;
  let bytes = 0;
  let lines = 0;
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout.on('data', (c: Buffer) => {
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += c.length;
    lines += newlines(c);
    if (lines >= 2 && Number.isNaN(firstRowMs)) firstRowMs = performance.now() - t0;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`psql COPY failed (${code}): ${stderr}`);
  return { rows: lines - 1, bytes, totalMs: performance.now() - t0, headersMs: NaN, firstByteMs, firstRowMs };
}

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/** A captured statement with its parameters written in, for COPY (which takes none). */
export function inlineParams(q: CapturedQuery): string {
  return q.text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = q.params[Number(n) - 1];
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
    throw new Error(`cannot inline parameter ${n}: ${typeof v}`);
  });
}

/**
 * The app's keyset export through a bare pg pool: the same two statements (first batch, then
 * "after the last row") with the cursor taken from each batch's last row; rows are fetched as
 * arrays and dropped, no CSV is written. Stops (after a whole batch) once `budgetMs` have passed.
 */
export async function bareKeyset(
  pool: pg.Pool,
  first: CapturedQuery,
  next: CapturedQuery,
  cursorSlots: { time: number; id: number },
  budgetMs: number,
): Promise<StreamResult & { stoppedEarly: boolean }> {
  const t0 = performance.now();
  let rows = 0;
  let firstByteMs = NaN;
  const result = () => ({
    rows,
    bytes: NaN,
    totalMs: performance.now() - t0,
    headersMs: NaN,
    firstByteMs,
    firstRowMs: firstByteMs,
  });
  let res = await pool.query({ text: first.text, values: first.params, rowMode: 'array' });
  const idCol = res.fields.findIndex((f) => f.name === 'id');
  const timeCol = res.fields.findIndex((f) => f.name === 'to_char');
  if (idCol < 0 || timeCol < 0) throw new Error('cursor columns not found in the history select');
  const batch = first.params[first.params.length - 1] as number;
  for (;;) {
    if (rows === 0) firstByteMs = performance.now() - t0;
    rows += res.rows.length;
    if (res.rows.length < batch) break;
    if (performance.now() - t0 > budgetMs) return { ...result(), stoppedEarly: true };
    const last = res.rows[res.rows.length - 1] as unknown[];
    const values = [...next.params];
    values[cursorSlots.time] = last[timeCol];
    values[cursorSlots.id] = last[idCol];
    res = await pool.query({ text: next.text, values, rowMode: 'array' });
  }
  return { ...result(), stoppedEarly: false };
}

/** The scan and sort nodes of a statement's plan, costs left out: enough to tell an index walk from a full scan. */
export async function planOutline(pool: pg.Pool, q: CapturedQuery): Promise<string> {
  const res = await pool.query({ text: `explain ${q.text}`, values: q.params });
  return (res.rows as { 'QUERY PLAN': string }[])
    .map((r) => r['QUERY PLAN'].replace(/^\s*(->\s*)?/, '').replace(/\s*\(cost=.*$/, ''))
    .filter((l) => /Scan|^Sort$|^Incremental Sort$/.test(l) && !/Index Cond|Filter|Sort Key/.test(l))
    .join('; ');
}
