import type { Db, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { seedCodeMaster } from './code-master';
import { seedDemoMembers } from './demo-members';
import { seedDemoLedger } from './demo-ledger';
import { seedDemoFitVolumes, seedDemoMarket } from './demo-market';

export { DEMO_USERS, demoLoginsInUse, demoPasswordOf } from './demo-members';

export async function isEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length === 0;
}

/**
 * Everything a fresh system needs: the code master always; the demo members when asked. Later
 * issues add their demo data (facilities, holdings, auctions) here, after the members.
 */
/**
 * With demo: 'members' only the demo organizations and users (fast, for tests); 'market' adds the
 * demo ledger and market; 'full' (SEED_DEMO) also the FIT volumes of the demo's FIT facilities.
 * The tests' demo template is 'market': their own FIT worlds choose whether a year is bounded.
 */
export async function seed(db: Db, options: { demo: boolean | 'members' | 'market' | 'full' }): Promise<void> {
  await seedCodeMaster(db);
  if (!options.demo) return;
  await seedDemoMembers(db);
  if (options.demo === 'members') return;
  await seedDemoLedger(db);
  await seedDemoMarket(db);
  if (options.demo !== 'market') await seedDemoFitVolumes(db);
}
