import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { clearingRuns } from '@/lib/server/db/schema';
import { liveRun } from './live-runs';
import { toClearingRun } from './read-run';
import type { ClearingRun } from './run-state';

/**
 * The latest clearing run of an auction (undefined when none was requested): its state, phase,
 * times, error and result. Readable from any app server while the clearing runs.
 */
export async function getClearingRun(db: Db, marketNo: number): Promise<ClearingRun | undefined> {
  const inThisProcess = liveRun(db, marketNo);
  if (inThisProcess) return { ...inThisProcess, phases: { ...inThisProcess.phases } };
  const [row] = await db
    .select()
    .from(clearingRuns)
    .where(eq(clearingRuns.marketNo, marketNo))
    .orderBy(desc(clearingRuns.id))
    .limit(1);
  return row && toClearingRun(row);
}
