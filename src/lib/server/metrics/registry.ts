import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerLiveGauges } from './live-gauges';

/**
 * The process's Prometheus metrics (README, Production: Metrics): one registry per process, made at
 * first use (the server is one module graph, decision 0020).
 *
 * Labels are bounded on purpose: a route is its pattern (/api/v1/bids/[id]), never the address
 * asked for, so a scan of random paths cannot grow the series without end.
 */
function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles and CPU of the process (prom-client's defaults).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  registerLiveGauges(registry);
  return {
    registry,
    requestDuration: new Histogram({
      name: 'nfc_http_request_duration_seconds',
      help: 'Time from the request reaching the app to its answer head, by route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    throttleRefusals: new Counter({
      name: 'nfc_throttle_refusals_total',
      help: 'Requests refused with 429 by a throttle (password guesses, second factor, public lookups), by route.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    clearingRuns: new Histogram({
      name: 'nfc_clearing_attempt_duration_seconds',
      help: 'Clearing job attempts run by this process, by outcome (succeeded, failed, retry).',
      labelNames: ['outcome'] as const,
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers: [registry],
    }),
    clearingPhase: new Histogram({
      name: 'nfc_clearing_phase_duration_seconds',
      help: 'Time each phase of a clearing attempt took (book, engine, results, ledger, statements).',
      labelNames: ['phase'] as const,
      buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    clearingRunning: new Gauge({
      name: 'nfc_clearing_running',
      help: 'Clearing attempts this process is running now.',
      registers: [registry],
    }),
    purgedRows: new Counter({
      name: 'nfc_purged_rows_total',
      help: 'Rows deleted by the housekeeping purge of this process, by table.',
      labelNames: ['table'] as const,
      registers: [registry],
    }),
    purgeRuns: new Counter({
      name: 'nfc_purge_runs_total',
      help: 'Housekeeping purge rounds of this process, by outcome (done, skipped: another server held the lock, failed).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

let made: Metrics | undefined;

export function metrics(): Metrics {
  made ??= createMetrics();
  return made;
}
