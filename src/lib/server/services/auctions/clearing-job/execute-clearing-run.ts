import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { clearingRuns } from '@/lib/server/db/schema';
import { isAppError } from '@/lib/errors/app-error';
import { logger } from '@/lib/server/logger';
import type { Actor } from '../../audit/record-audit';
import { clearAuction, type ClearingPhase } from '../clear-auction';
import { dropLiveRun, setLiveRun } from './live-runs';
import { beginAttempt, recordFailure, recordPhase, recordRetry, recordSuccess } from './run-transitions';
import { MAX_ATTEMPTS, type ClearingRun } from './run-state';
import { clearingAttemptStarted } from '@/lib/server/metrics/record';

/**
 * The clearing job's body, the same for the pg-boss worker and the in-process runner: one attempt
 * at a requested run. clearAuction stays one all-or-nothing transaction; a worker that dies inside
 * it leaves nothing of the clearing behind, and the retry starts afresh (the auction's row lock and
 * its cleared check make a clearing happen once, whoever retries). A refusal (AppError: not closed,
 * no such market, a ledger refusal) ends the run in 失敗 with its message and is not retried; any
 * other error is retried until MAX_ATTEMPTS, counting attempts whose worker died.
 *
 * Resolves 'retry' when the caller should run the job again.
 */
export async function executeClearingRun(db: Db, runId: number): Promise<'done' | 'retry'> {
  const [stored] = await db.select().from(clearingRuns).where(eq(clearingRuns.id, runId));
  if (!stored || stored.state === 'succeeded' || stored.state === 'failed') return 'done';
  if (stored.attempts >= MAX_ATTEMPTS) {
    await recordFailure(db, runId, `約定処理を ${MAX_ATTEMPTS} 回試みましたが完了しませんでした。`);
    return 'done';
  }
  const run = await beginAttempt(db, runId);
  if (!run) return 'done';
  setLiveRun(db, run);
  const progress = phaseWriter(db, run);
  const attemptEnded = clearingAttemptStarted();
  let outcome: 'succeeded' | 'failed' | 'retry' = 'failed';
  try {
    const result = await clearAuction(db, stored.actor as Actor, run.marketNo, { onPhase: progress.phase });
    await progress.flushed();
    await recordSuccess(db, runId, {
      contractedVolume: result.contractedVolume,
      statements: result.statements,
      alreadyCleared: result.alreadyCleared,
      fitSupplyReturned: result.fitSupplyReturned,
    });
    outcome = 'succeeded';
    return 'done';
  } catch (error) {
    await progress.flushed();
    if (isAppError(error)) {
      await recordFailure(db, runId, error.message);
      return 'done';
    }
    logger().error({ err: error, marketNo: run.marketNo, attempt: run.attempts }, 'clearing attempt failed');
    const message = '約定処理中に予期しないエラーが発生しました。';
    if (run.attempts >= MAX_ATTEMPTS) {
      await recordFailure(db, runId, `${message}（${MAX_ATTEMPTS} 回試行）`);
      return 'done';
    }
    await recordRetry(db, runId, `${message}再試行します。`);
    outcome = 'retry';
    return 'retry';
  } finally {
    attemptEnded(outcome, run.phases);
    dropLiveRun(db, run.marketNo);
  }
}

/**
 * onPhase is called inside the clearing's transaction and is not awaited there: each phase is
 * written in order on a connection of its own (on PGlite, after the clearing commits) and the
 * in-process copy is updated at once.
 */
function phaseWriter(db: Db, run: ClearingRun) {
  let chain = Promise.resolve();
  return {
    phase: (phase: ClearingPhase) => {
      run.phase = phase;
      run.phases[phase] = new Date();
      setLiveRun(db, run);
      chain = chain
        .then(() => recordPhase(db, run.id, phase))
        .catch((error: unknown) =>
          logger().warn({ err: error, marketNo: run.marketNo }, 'clearing progress not written'),
        );
    },
    flushed: () => chain,
  };
}
