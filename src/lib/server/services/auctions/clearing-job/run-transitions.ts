import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { clearingRuns } from '@/lib/server/db/schema';
import { toClearingRun } from './read-run';
import type { ClearingRun, ClearingRunResult } from './run-state';

/*
 * A run's state changes, each one short statement of its own (autocommit), never inside the
 * clearing's transaction: a server reading the row sees it at once, and the clearing's rollback
 * (a worker that died) leaves the progress of that attempt in place for the retry to replace.
 */

/** A new attempt begins; undefined when the run already ended (a duplicate delivery of the job). */
export async function beginAttempt(db: Db, runId: number): Promise<ClearingRun | undefined> {
  const [row] = await db
    .update(clearingRuns)
    .set({
      state: 'running',
      attempts: sql`${clearingRuns.attempts} + 1`,
      startedAt: sql`now()`,
      finishedAt: null,
      phase: null,
      phases: {},
    })
    .where(and(eq(clearingRuns.id, runId), inArray(clearingRuns.state, ['queued', 'running'])))
    .returning();
  return row && toClearingRun(row);
}

export async function recordPhase(db: Db, runId: number, phase: string): Promise<void> {
  await db
    .update(clearingRuns)
    .set({ phase, phases: sql`${clearingRuns.phases} || jsonb_build_object(${phase}::text, now())` })
    .where(and(eq(clearingRuns.id, runId), eq(clearingRuns.state, 'running')));
}

/** Only a running run: a late second attempt that found the auction cleared keeps the first's result. */
export async function recordSuccess(db: Db, runId: number, result: ClearingRunResult): Promise<void> {
  await db
    .update(clearingRuns)
    .set({ state: 'succeeded', phase: null, finishedAt: sql`now()`, result, errorMessage: null })
    .where(and(eq(clearingRuns.id, runId), eq(clearingRuns.state, 'running')));
}

export async function recordFailure(db: Db, runId: number, message: string): Promise<void> {
  await db
    .update(clearingRuns)
    .set({ state: 'failed', phase: null, finishedAt: sql`now()`, errorMessage: message })
    .where(and(eq(clearingRuns.id, runId), inArray(clearingRuns.state, ['queued', 'running'])));
}

/** Back to 待機中 for another attempt, with the reason this one ended. */
export async function recordRetry(db: Db, runId: number, message: string): Promise<void> {
  await db
    .update(clearingRuns)
    .set({ state: 'queued', phase: null, errorMessage: message })
    .where(and(eq(clearingRuns.id, runId), eq(clearingRuns.state, 'running')));
}
