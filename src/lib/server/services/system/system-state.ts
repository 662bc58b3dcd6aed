import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { systemSettings } from '../../db/schema';
import { todayInTokyo } from '../../clock';

export interface SystemState {
  businessDate: string;
  /** True when the operator has set the date rather than following the calendar. */
  businessDateFixed: boolean;
  maintenance: boolean;
}

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** The settings row as read now (no cache): for transactions and the operator's commands. */
export async function getSystemState(db: Executor, now: Date = new Date()): Promise<SystemState> {
  return systemStateOf(await readSystemSettings(db), now);
}

export async function readSystemSettings(db: Executor): Promise<SystemSettingsRow | undefined> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  return row;
}

/** A date the operator has not fixed follows the calendar, so it is derived at each use. */
export function systemStateOf(row: SystemSettingsRow | undefined, now: Date): SystemState {
  return {
    businessDate: row?.businessDate ?? todayInTokyo(now),
    businessDateFixed: row?.businessDate != null,
    maintenance: row?.maintenance ?? false,
  };
}
