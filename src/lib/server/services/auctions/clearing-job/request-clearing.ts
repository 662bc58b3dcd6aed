import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db';
import { auctions, clearingRuns } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../../audit/record-audit';
import { clearingQueueOf, type ClearingQueue } from './clearing-queue';
import { toClearingRun } from './read-run';
import { CLEARING_RUN_STATE_NAMES, type ClearingRun, type ClearingRunState } from './run-state';

/** A repeat request: the auction is cleared already, or a run of it is queued or running. */
export class ClearingRefused extends AppError {
  constructor(
    readonly reason: 'cleared' | 'active',
    message: string,
  ) {
    super('C_SH_006', { message });
  }
}

/**
 * Records a clearing run of the auction and queues it, in one transaction (the job exists exactly
 * when the run does). Only one run per auction may be queued, running or succeeded (a partial
 * unique index, so two requests at once cannot both pass); a failed run may be requested again.
 * Whether the auction can be cleared (closed, not open) is the clearing's own check: a run of an
 * open auction ends in 失敗 with its message.
 */
export async function requestClearing(db: Db, actor: Actor, marketNo: number): Promise<ClearingRun> {
  const queue = clearingQueueOf(db);
  const run = await db.transaction((tx) => recordClearingRun(tx, queue, actor, marketNo));
  queue.wake();
  return toClearingRun(run);
}

/**
 * The run recorded and queued inside the caller's transaction: requestClearing's own, or an
 * approved change request's (the caller wakes the queue once committed).
 */
export async function recordClearingRun(tx: Tx, queue: ClearingQueue, actor: Actor, marketNo: number) {
  // No lock: a running clearing holds the auction row FOR UPDATE for minutes.
  const [auction] = await tx
    .select({ clearedAt: auctions.clearedAt })
    .from(auctions)
    .where(eq(auctions.marketNo, marketNo));
  if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
  if (auction.clearedAt) throw new ClearingRefused('cleared', `市場番号 ${marketNo} は既に約定処理済みです。`);
  const [row] = await tx
    .insert(clearingRuns)
    .values({ marketNo, actor })
    .onConflictDoNothing({ target: clearingRuns.marketNo, where: sql`${clearingRuns.state} <> 'failed'` })
    .returning();
  if (!row) {
    const [live] = await tx
      .select({ state: clearingRuns.state })
      .from(clearingRuns)
      .where(and(eq(clearingRuns.marketNo, marketNo), ne(clearingRuns.state, 'failed')));
    const state = CLEARING_RUN_STATE_NAMES[(live?.state ?? 'running') as ClearingRunState];
    throw new ClearingRefused('active', `市場番号 ${marketNo} の約定処理は既に受け付けています（${state}）。`);
  }
  const jobId = await queue.enqueue(tx, row.id);
  if (!jobId) return row;
  const [withJob] = await tx.update(clearingRuns).set({ jobId }).where(eq(clearingRuns.id, row.id)).returning();
  return withJob!;
}
