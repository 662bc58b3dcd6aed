import type { Db, Tx } from '@/lib/server/db';

/** Where requestClearing puts a recorded run: the pg-boss queue, or this process's own runner. */
export interface ClearingQueue {
  /** Inside the request's transaction, so a run is queued exactly when it is recorded; the job id if any. */
  enqueue(tx: Tx, runId: number): Promise<string | null>;
  /** After the request committed. */
  wake(): void;
}

/** The queue of each database handle whose runner was started in this process. */
const queues = new WeakMap<Db, ClearingQueue>();

export function installClearingQueue(db: Db, queue: ClearingQueue): void {
  queues.set(db, queue);
}

export function removeClearingQueue(db: Db, queue: ClearingQueue): void {
  if (queues.get(db) === queue) queues.delete(db);
}

export function clearingQueueOf(db: Db): ClearingQueue {
  const queue = queues.get(db);
  if (!queue) throw new Error('約定処理の実行環境（ジョブランナー）が起動していません。');
  return queue;
}
