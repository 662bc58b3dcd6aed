/**
 * An app server's expiry runner in a process of its own (the job tests race two of them and kill one
 * with SIGKILL mid-expiry). DATABASE_URL names the database; a short heartbeat and check interval let
 * the test see the retry within seconds. Prints "ready" once started.
 */
import { openDatabase } from '../../src/lib/server/db/client';
import { startExpiryRunner } from '../../src/lib/server/services/ledger/expiry-job/expiry-runner';

const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 4 });
const runner = await startExpiryRunner(database.db, {
  checkIntervalMs: 500,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 2,
});
console.log('ready');
process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
