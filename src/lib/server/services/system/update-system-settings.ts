import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { systemSettings } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/record-audit';
import { forgetReferenceData } from './reference-cache';

export interface SystemSettingsChange {
  maintenance?: boolean;
  /** YYYY-MM-DD, or null to follow today's date in Tokyo again. */
  businessDate?: string | null;
}

/** The table's trigger notifies every app server; this process's own cache is dropped at once. */
export async function updateSystemSettings(db: Db, actor: Actor, change: SystemSettingsChange) {
  const after = await db.transaction((tx) => applySystemSettings(tx, actor, change));
  forgetReferenceData(db);
  return after;
}

/**
 * The change and its audit row inside the caller's transaction: updateSystemSettings' own, or an
 * approved change request's (the caller then drops the cache with forgetReferenceData once committed).
 */
export async function applySystemSettings(tx: Tx, actor: Actor, change: SystemSettingsChange) {
  await tx.insert(systemSettings).values({ id: 1 }).onConflictDoNothing();
  const [before] = await tx.select().from(systemSettings).where(eq(systemSettings.id, 1)).for('update');
  const [after] = await tx
    .update(systemSettings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(systemSettings.id, 1))
    .returning();
  await recordAudit(tx, {
    actor,
    action: 'system.update',
    entity: 'system_settings',
    entityId: 1,
    before: { maintenance: before?.maintenance, businessDate: before?.businessDate },
    after: { maintenance: after?.maintenance, businessDate: after?.businessDate },
  });
  return after!;
}
