import { metrics } from './registry';

/*
 * What the app's code calls to record; one line at each place that knows the fact.
 */

/** One answered request (request-context.ts); a 429 is also a throttle refusal. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const m = metrics();
  m.requestDuration.observe({ method, route, status: String(status) }, seconds);
  if (status === 429) m.throttleRefusals.inc({ route });
}

/**
 * Times one clearing attempt: call at its start, and the returned function with its outcome and
 * the phases' start times (run.phases) at its end.
 */
export function clearingAttemptStarted(): (
  outcome: 'succeeded' | 'failed' | 'retry',
  phases: Partial<Record<string, Date>>,
) => void {
  const m = metrics();
  const started = Date.now();
  m.clearingRunning.inc();
  return (outcome, phases) => {
    const ended = Date.now();
    m.clearingRunning.dec();
    m.clearingRuns.observe({ outcome }, (ended - started) / 1000);
    // Each phase lasts until the next one starts; the last one until the attempt ended.
    const starts = Object.entries(phases)
      .filter((e): e is [string, Date] => e[1] instanceof Date)
      .sort((a, b) => a[1].getTime() - b[1].getTime());
    starts.forEach(([phase, at], i) => {
      const until = i + 1 < starts.length ? starts[i + 1]![1].getTime() : ended;
      m.clearingPhase.observe({ phase }, Math.max(0, until - at.getTime()) / 1000);
    });
  };
}

/** One purge round (purge-timer.ts): its deleted rows per table, or that it was skipped or failed. */
export function recordPurge(
  result: { skipped: true } | { skipped: false; [table: string]: number | boolean } | 'failed',
): void {
  const m = metrics();
  if (result === 'failed' || result.skipped) {
    m.purgeRuns.inc({ outcome: result === 'failed' ? 'failed' : 'skipped' });
    return;
  }
  m.purgeRuns.inc({ outcome: 'done' });
  for (const [table, rows] of Object.entries(result)) if (typeof rows === 'number') m.purgedRows.inc({ table }, rows);
}
