import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { sha256Hex } from '../../auth/tokens';

export interface IdempotencyScope {
  userId: number;
  /** The client's Idempotency-Key header; without one the work simply runs once. */
  key?: string | null;
  /** The validated request: the same key with a different request is refused. */
  request: unknown;
}

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/**
 * Runs `work` in one transaction and records its answer under the key in that same transaction.
 * A repeat (double click, retry after a lost answer) gets the recorded answer; a concurrent
 * duplicate waits on the key's unique index and then gets the winner's answer.
 */
export async function runIdempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (tx: Tx) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const key = scope.key?.trim();
  if (!key) return db.transaction(work);
  if (key.length > 100) throw new AppError('C_SH_001', { message: 'Idempotency-Key が長すぎます。' });
  const requestHash = sha256Hex(JSON.stringify(scope.request));
  const earlier = await find<T>(db, scope.userId, key, requestHash);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ userId: scope.userId, key, requestHash, status: answer.status, body: JSON.stringify(answer.body) });
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await find<T>(db, scope.userId, key, requestHash);
    if (winner) return winner;
    throw error;
  }
}

async function find<T>(db: Db, userId: number, key: string, requestHash: string): Promise<StoredAnswer<T> | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== requestHash) throw new AppError('C_SH_015');
  return { status: row.status, body: JSON.parse(row.body) as T };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
