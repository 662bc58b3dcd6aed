/**
 * A clearing runner in a process of its own, as an app server runs it (the job tests kill it with
 * SIGKILL mid-clearing). DATABASE_URL names the database; a short heartbeat lets the test see the
 * retry within seconds. Prints "ready" once its worker is polling.
 */
import { openDatabase } from '../../src/lib/server/db/client';
import { startClearingRunner } from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';

const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 4 });
const runner = await startClearingRunner(database.db, { heartbeatSeconds: 10, superviseIntervalSeconds: 2 });
console.log('ready');
process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
