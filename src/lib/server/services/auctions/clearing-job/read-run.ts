import type { InferSelectModel } from 'drizzle-orm';
import { clearingRuns } from '@/lib/server/db/schema';
import type { ClearingPhase } from '../clear-auction';
import {
  CLEARING_PHASES,
  CLEARING_RUN_STATE_NAMES,
  type ClearingRun,
  type ClearingRunResult,
  type ClearingRunState,
} from './run-state';

type Row = InferSelectModel<typeof clearingRuns>;

/** A stored run as services and screens read it. */
export function toClearingRun(row: Row): ClearingRun {
  const state = row.state as ClearingRunState;
  // In the clearing's order (jsonb keeps its keys sorted by length).
  const stored = (row.phases ?? {}) as Record<string, string>;
  const phases = Object.fromEntries(
    CLEARING_PHASES.filter((p) => stored[p]).map((p) => [p, new Date(stored[p]!)]),
  ) as ClearingRun['phases'];
  return {
    id: row.id,
    marketNo: row.marketNo,
    state,
    stateName: CLEARING_RUN_STATE_NAMES[state],
    phase: row.phase as ClearingPhase | null,
    phases,
    attempts: row.attempts,
    requestedAt: row.requestedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    errorMessage: row.errorMessage,
    result: row.result as ClearingRunResult | null,
  };
}
