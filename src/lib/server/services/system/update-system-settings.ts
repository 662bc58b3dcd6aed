import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
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
  const after = await db.transaction(async (tx) => {
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
  });
  forgetReferenceData(db);
  return after;
}
