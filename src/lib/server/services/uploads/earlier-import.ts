import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { auditLog } from '../../db/schema';

export const UPLOAD_IMPORT_ACTION = 'upload.import';

/** When the file with this token was imported, from its audit row (the import's once-only record). */
export async function earlierImport(tx: Executor, token: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'upload'), eq(auditLog.entityId, token), eq(auditLog.action, UPLOAD_IMPORT_ACTION)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at ?? null;
}

/** Serialises imports of one token until commit: a concurrent repeat waits, then finds the first. */
export async function lockToken(tx: Tx, token: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BigInt.asIntN(64, BigInt(`0x${token.slice(0, 16)}`)).toString()}::bigint)`,
  );
}
