import type { Db } from '../../db';
import type { AdminSystemState } from '@/lib/schemas/admin-system';
import type { Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { updateSystemSettings, type SystemSettingsChange } from '../system/update-system-settings';

/**
 * Maintenance and the business date from the console: the same change (and audit record) as the
 * CLI's `maintenance` and `set-business-date`, answered with the state members now see.
 */
export async function changeSystemSettings(
  db: Db,
  actor: Actor,
  change: SystemSettingsChange,
): Promise<AdminSystemState> {
  await updateSystemSettings(db, actor, change);
  const { businessDate, businessDateFixed, maintenance } = await getSystemState(db);
  return { businessDate, businessDateFixed, maintenance };
}
