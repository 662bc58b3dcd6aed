import { readFileSync } from 'node:fs';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import type pg from 'pg';

/*
 * Passive instrumentation for the FIT clearing benchmark: every query the pool's clients send is
 * timed (start, end, rows) without touching the service, and memory is sampled on a timer and at
 * every query. The clearing service exposes no phases, so phases are read from the query stream:
 * each query is labelled by what it touches, and the JavaScript time before a query is counted in
 * that query's phase (work in JS precedes the query it prepares).
 */

export interface QueryEvent {
  start: number;
  end: number;
  /** The query's phase, and the start of its SQL (keeping whole statement texts would skew the heap). */
  label: string;
  head: string;
  rows: number;
  pid: number;
  failed: boolean;
  /** Process memory when the query was sent: what the JavaScript before it had built. */
  heap: number;
  rss: number;
}

export class QueryTracer {
  active = false;
  events: QueryEvent[] = [];
  onQuery: (memory: NodeJS.MemoryUsage, label: string, head: string) => void = () => undefined;

  attach(pool: pg.Pool): void {
    pool.on('connect', (client) => {
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const start = performance.now();
        const result = original(...args);
        if (!this.active) return result;
        const first = args[0] as string | { text: string };
        const text = typeof first === 'string' ? first : first.text;
        // COPY (pg-copy-streams) returns the stream itself: the query ends when the stream does.
        const copy = !(result instanceof Promise) && result && typeof (result as { on?: unknown }).on === 'function';
        if (!(result instanceof Promise) && !copy) return result;
        const label = phaseOf(text);
        const head = text.slice(0, 120).replace(/\s+/g, ' ');
        const memory = process.memoryUsage();
        const { heapUsed: heap, rss } = memory;
        this.onQuery(memory, label, head);
        const pid = (client as unknown as { processID: number }).processID;
        if (copy) {
          const stream = result as NodeJS.EventEmitter & { rowCount?: number };
          const done = (failed: boolean) =>
            this.events.push({
              start,
              end: performance.now(),
              label,
              head,
              rows: stream.rowCount ?? 0,
              pid,
              failed,
              heap,
              rss,
            });
          let ended = false;
          for (const event of ['finish', 'end'])
            stream.once(event, () => {
              if (!ended) done(false);
              ended = true;
            });
          stream.once('error', () => {
            if (!ended) done(true);
            ended = true;
          });
          return result;
        }
        (result as Promise<{ rowCount?: number | null }>).then(
          (r: { rowCount?: number | null }) =>
            this.events.push({
              start,
              end: performance.now(),
              label,
              head,
              rows: r?.rowCount ?? 0,
              pid,
              failed: false,
              heap,
              rss,
            }),
          () => this.events.push({ start, end: performance.now(), label, head, rows: 0, pid, failed: true, heap, rss }),
        );
        return result;
      };
    });
  }
}

/** What a query belongs to, from its SQL (drizzle's quoting: "table"); reads its start and end only. */
function phaseOf(sqlText: string): string {
  const bounded = sqlText.length > 4000 ? `${sqlText.slice(0, 3000)} ${sqlText.slice(-200)}` : sqlText;
  const q = bounded.replace(/\s+/g, ' ').trim().toLowerCase();
  if (q === 'begin' || q === 'commit' || q === 'rollback') return q;
  if (q.includes('from "auctions"') || q.includes('clock_timestamp') || q.includes('"system_settings"'))
    return 'lock auction, read clock';
  if (q.includes('from "bids" inner join "organizations"')) return 'read book: bids';
  if (q.includes('from auction_supplies where auction_id')) return SUPPLY_PHASE;
  if (q.startsWith('set local')) return 'lock auction, read clock';
  if (q.startsWith('select') && q.includes('from "bids"')) return 'read bids again (for statements)';
  if (q.startsWith('insert into "bid_results"')) return 'write bid results';
  if (q.startsWith('insert into "allocations"')) return 'write allocations';
  if (q.startsWith('insert into "allocation_totals"')) return 'write allocation totals (per bid and source)';
  // The buyers' lot (src/lib/server/services/ledger/fit-lots.ts, decision 0019).
  if (q.includes('pg_advisory_xact_lock')) return 'ledger: lot: lock the target year';
  if (/^copy "holdings_lot_/.test(q)) return "ledger: lot: COPY the buyers' lines";
  if (/^(insert into|copy) "postings_lot_/.test(q)) return 'ledger: lot: postings';
  if (q.includes('nextval(') || q.includes('pg_get_serial_sequence')) return "ledger: lot: draw its lines' ids";
  if (q.includes('for key share')) return 'ledger: resolve accounts';
  if (/^select (id|balance) from holdings where/.test(q)) return 'ledger: the FIT pool lines';
  if (q.includes('lot_existing') && !q.includes('for update'))
    return 'ledger: lot: lines the buyers hold already (find, credit)';
  if (/^(alter table "holdings_lot_\d+" add primary key|create (unique )?index on "holdings_lot_)/.test(q))
    return 'ledger: lot: index the lot';
  if (/^create index on "postings_lot_/.test(q)) return 'ledger: lot: index its postings';
  if (
    /^(create table|alter table|create trigger) "?(holdings|postings)_lot_|^create trigger \w+ before .* on "(holdings|postings)_lot_/.test(
      q,
    )
  )
    return 'ledger: lot: create and attach tables';
  if (q.startsWith('update holdings set balance = balance -')) return 'ledger: debit the FIT pool line';
  if (q.startsWith('insert into "fit_supply_returns"')) return 'ledger: return unsold FIT supply';
  // The return of unsold FIT supply (src/lib/server/services/ledger/persist-fit-supply-return.ts).
  if (q.includes('unsold_fit_supply') && q.includes('for update'))
    return 'ledger: return unsold FIT supply: lock lines';
  if (q.includes('unsold_fit_supply') && q.includes('insert into postings'))
    return 'ledger: return unsold FIT supply: postings';
  if (q.includes('unsold_fit_supply') && q.includes('update holdings'))
    return 'ledger: return unsold FIT supply: balances';
  if (q.includes('unsold_fit_supply')) return 'ledger: return unsold FIT supply: stage and check';
  // The set-based clearing writes (src/lib/server/services/ledger/persist-deliveries.ts).
  if (q.startsWith('insert into accounts')) return 'ledger: resolve accounts';
  if (q.startsWith('create temp table') || q.startsWith('analyze clearing_') || q.includes('from clearing_moves'))
    return 'ledger: stage deliveries (temp tables)';
  if (q.includes('from holdings h') && q.includes('for update')) return 'ledger: lock holding rows (FOR UPDATE)';
  if (q.includes('from clearing_debits d left join holdings')) return 'ledger: check source lines';
  if (q.startsWith('update holdings h set balance = h.balance - d.volume')) return 'ledger: debit source lines';
  if (q.startsWith('insert into holdings (account_id')) return 'ledger: credit buyer lines (insert or add)';
  if (q.startsWith('insert into journal_entries') || q.startsWith('insert into postings'))
    return 'ledger: write postings';
  if (q.includes('"accounts"') || q.includes('"target_years"')) return 'ledger: resolve accounts';
  if (q.startsWith('insert into "holdings"')) return 'ledger: create missing holding rows';
  if (q.includes('from "holdings"') && q.includes('for update')) return 'ledger: lock holding rows (FOR UPDATE)';
  if (q.includes('from "holdings"')) return 'ledger: find holding rows';
  if (q.startsWith('update holdings')) return 'ledger: apply entry (JS), update balances';
  if (q.includes('"journal_entries"') || q.startsWith('insert into "postings"')) return 'ledger: write postings';
  if (q.includes('"settlement_statements"') || q.includes('from "organizations"')) return 'settlement statements';
  if (q.startsWith('update "auctions"') || q.includes('"audit_log"')) return 'summary, audit row';
  return `other: ${q.slice(0, 60)}`;
}

export interface PhaseFigures {
  label: string;
  wallMs: number;
  dbMs: number;
  queries: number;
  rows: number;
  /** Highest heap used / RSS seen when one of the phase's queries was sent. */
  peakHeap: number;
  peakRss: number;
}

export const ENGINE_PHASE = 'clearFitBook: multi-price clear + FIT allocation (JS, no queries)';
const SUPPLY_PHASE = 'read book: FIT supply (COPY)';

/**
 * Phases in order of first appearance. Each event owns the time from the previous event's end to
 * its own end; the gap after the FIT supply read is the engine, listed as a phase of its own.
 */
export function phases(
  events: QueryEvent[],
  startedAt: number,
  endedAt: number,
  tail = 'after commit (JS)',
): PhaseFigures[] {
  const sorted = events.slice().sort((a, b) => a.start - b.start);
  const byLabel = new Map<string, PhaseFigures>();
  const add = (label: string, wallMs: number, dbMs: number, queries: number, rows: number, heap = 0, rss = 0) => {
    const p = byLabel.get(label) ?? { label, wallMs: 0, dbMs: 0, queries: 0, rows: 0, peakHeap: 0, peakRss: 0 };
    Object.assign(p, {
      wallMs: p.wallMs + wallMs,
      dbMs: p.dbMs + dbMs,
      queries: p.queries + queries,
      rows: p.rows + rows,
      peakHeap: Math.max(p.peakHeap, heap),
      peakRss: Math.max(p.peakRss, rss),
    });
    byLabel.set(label, p);
  };
  let previousEnd = startedAt;
  let previousLabel = '';
  for (const e of sorted) {
    const label = e.label;
    const gap = Math.max(0, e.start - previousEnd);
    if (previousLabel === SUPPLY_PHASE && label !== previousLabel) add(ENGINE_PHASE, gap, 0, 0, 0, e.heap, e.rss);
    else add(label, gap, 0, 0, 0);
    add(label, e.end - Math.max(e.start, previousEnd), e.end - e.start, 1, e.rows, e.heap, e.rss);
    previousEnd = Math.max(previousEnd, e.end);
    previousLabel = label;
  }
  if (endedAt > previousEnd) add(tail, endedAt - previousEnd, 0, 0, 0);
  return [...byLabel.values()];
}

export interface MemoryPeak {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  samples: number;
}

/** Samples process memory every intervalMs and whenever sample() is called; keeps the peaks. */
export class MemorySampler {
  peak: MemoryPeak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, samples: 0 };
  private timer: NodeJS.Timeout | undefined;

  start(intervalMs = 50): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  sample(m: NodeJS.MemoryUsage = process.memoryUsage()): void {
    const p = this.peak;
    p.rss = Math.max(p.rss, m.rss);
    p.heapUsed = Math.max(p.heapUsed, m.heapUsed);
    p.heapTotal = Math.max(p.heapTotal, m.heapTotal);
    p.external = Math.max(p.external, m.external);
    p.samples++;
  }

  stop(): MemoryPeak {
    clearInterval(this.timer);
    this.sample();
    return { ...this.peak };
  }
}

/** Peak resident memory (VmHWM) of a PostgreSQL backend on this machine, when /proc lets us read it. */
export function backendPeakRss(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Total garbage-collection pause time while it runs (PerformanceObserver 'gc' entries). */
export function gcTimer(): { stop(): { ms: number; count: number; majorMs: number } } {
  let ms = 0;
  let count = 0;
  let majorMs = 0;
  const take = (entries: PerformanceEntry[]) => {
    for (const e of entries) {
      ms += e.duration;
      count++;
      if ((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        majorMs += e.duration;
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      take(observer.takeRecords());
      observer.disconnect();
      return { ms, count, majorMs };
    },
  };
}
