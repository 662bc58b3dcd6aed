import type { Db } from '@/lib/server/db';
import type { ClearingRun } from './run-state';

/*
 * The runs this process is executing, as it last wrote them. On PGlite (one process, one
 * connection) every other query waits for the clearing's transaction, so a progress row written
 * meanwhile is not readable until the clearing commits: readers in this process take the run from
 * here instead. On PostgreSQL the row itself is current; the entry just saves a query.
 */
const live = new WeakMap<Db, Map<number, ClearingRun>>();

export function liveRun(db: Db, marketNo: number): ClearingRun | undefined {
  return live.get(db)?.get(marketNo);
}

export function setLiveRun(db: Db, run: ClearingRun): void {
  let runs = live.get(db);
  if (!runs) live.set(db, (runs = new Map()));
  runs.set(run.marketNo, run);
}

export function dropLiveRun(db: Db, marketNo: number): void {
  live.get(db)?.delete(marketNo);
}
