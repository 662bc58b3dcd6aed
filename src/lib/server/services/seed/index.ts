import type { Db, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { seedCodeMaster } from './code-master';
import { seedDemoMembers } from './demo-members';
import { seedDemoLedger } from './demo-ledger';
import { seedDemoBidders } from './demo-bidders';
import { seedDemoFitVolumes, seedDemoMarket } from './demo-market';
import { getSystemState } from '../system/system-state';
import { fiscalYearOf } from '@/lib/domain/calendar/fiscal-year';

/**
 * Decision (the market calendar): the demo's ledger and rounds are in the business date's fiscal year, so a
 * fresh demo in any year shows a live market: FY2026 at today's 2026-12-07 (the demo as it always
 * was), FY2027 from 2027-04-01, FY2029 at 2030-01-15. Its round windows follow the market clock.
 */
function demoYear(businessDate: string): number {
  return fiscalYearOf(businessDate);
}

export { demoLoginsInUse, demoPasswordOf } from './demo-members';

export async function isEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length === 0;
}

export interface SeedOptions {
  demo: boolean | 'members' | 'market' | 'full';
  /** The business date the target years and the demo year are chosen at; default the system's. */
  asOf?: string;
}

/**
 * Everything a fresh system needs: the code master always; the demo when asked. With demo:
 * 'members' only the demo organizations and users (fast, for tests); 'market' adds the demo ledger
 * and market; 'full' (SEED_DEMO) also the FIT volumes of the demo's FIT facilities. The tests' demo
 * template is 'market': their own FIT worlds choose whether a year is bounded.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const asOf = options.asOf ?? (await getSystemState(db)).businessDate;
  await seedCodeMaster(db, asOf);
  if (!options.demo) return;
  await seedDemoMembers(db);
  if (options.demo === 'members') return;
  const year = demoYear(asOf);
  await seedDemoLedger(db, year);
  await seedDemoBidders(db, year);
  await seedDemoMarket(db, year);
  if (options.demo !== 'market') await seedDemoFitVolumes(db, year);
}
