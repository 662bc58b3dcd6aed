import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '@/lib/server/db';
import { auctions } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { ConsoleChange } from '@/lib/domain/console/console-change';
import type { Actor } from '../../audit/record-audit';
import { clearingQueueOf } from '../../auctions/clearing-job/clearing-queue';
import { ClearingRefused, recordClearingRun } from '../../auctions/clearing-job/request-clearing';
import { readSystemSettings } from '../../system/system-state';
import { forgetReferenceData } from '../../system/reference-cache';
import { applySystemSettings } from '../../system/update-system-settings';
import { applyCreateTargetYear, creatableOrThrow } from '../../codes/create-target-year';

/**
 * What a change request rests on: the state its requester saw. Approval compares it with the state
 * then (one key each: jsonb keeps its own key order), so a request whose ground moved (another change, the CLI, a clearing that already ran) is
 * refused instead of applied to a state nobody reviewed.
 */
export async function basisOf(db: Executor, change: ConsoleChange): Promise<Record<string, unknown>> {
  if (change.kind === 'clearing') {
    const [auction] = await db
      .select({ closesAt: auctions.closesAt, clearedAt: auctions.clearedAt })
      .from(auctions)
      .where(eq(auctions.marketNo, change.params.marketNo));
    const { marketNo } = change.params;
    if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
    if (auction.clearedAt) throw new ClearingRefused('cleared', `市場番号 ${marketNo} は既に約定処理済みです。`);
    // A reopened auction (a new closing time) is not the book the requester saw closed.
    return { closesAt: auction.closesAt.toISOString() };
  }
  if (change.kind === 'target-year') return { targetYears: await creatableOrThrow(db, change.params.fiscalYear) };
  const row = await readSystemSettings(db);
  return change.kind === 'maintenance'
    ? { maintenance: row?.maintenance ?? false }
    : { businessDate: row?.businessDate ?? null };
}

/**
 * Makes an approved change take effect inside the approval's transaction, through the same service
 * code as the direct change (the CLI's and the console's without the rule); the returned step runs
 * once the transaction committed (the cache dropped, the queue woken).
 */
export async function applyChange(db: Db, tx: Tx, actor: Actor, change: ConsoleChange): Promise<() => void> {
  if (change.kind === 'clearing') {
    const queue = clearingQueueOf(db);
    await recordClearingRun(tx, queue, actor, change.params.marketNo);
    return () => queue.wake();
  }
  if (change.kind === 'target-year') await applyCreateTargetYear(tx, actor, change.params);
  else await applySystemSettings(tx, actor, change.params);
  return () => forgetReferenceData(db);
}
