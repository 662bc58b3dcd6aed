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

export async function getSystemState(db: Executor, now: Date = new Date()): Promise<SystemState> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  return {
    businessDate: row?.businessDate ?? todayInTokyo(now),
    businessDateFixed: row?.businessDate != null,
    maintenance: row?.maintenance ?? false,
  };
}
