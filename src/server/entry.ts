/**
 * Our process entry in the server build (build-entries.ts): the one module graph production runs. Importing it
 * starts nothing; the launchers the build writes beside it call one export each:
 *   node dist/server/start.mjs          start()   the whole system (start.ts)
 *   node dist/server/ops.mjs <command>  ops()     the operator CLI (src/cli/ops.ts)
 *   node dist/server/migrate.mjs        migrate() pending migrations only
 *
 * A process that embeds the app (the test harness, the benches) uses createServer() with a
 * database it opened, and drives the process-level services through this module's exports, so it
 * reaches the same module instances the pages use.
 */
import path from 'node:path';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { installDatabase, type Database } from '../lib/server/db';
import { createAppServer } from '../lib/server/http/node-server';

export { setLogSink } from '../lib/server/logger';
export { startClearingRunner } from '../lib/server/services/auctions/clearing-job/clearing-runner';
export { startExpiryRunner } from '../lib/server/services/ledger/expiry-job/expiry-runner';
export { requestClearing } from '../lib/server/services/auctions/clearing-job/request-clearing';
export { startMetricsServer } from '../lib/server/metrics/metrics-server';
export { startPurgeTimer } from '../lib/server/services/housekeeping/purge-timer';
export { progressSink } from '../lib/server/services/uploads/upload-progress';

/**
 * dist/client, beside dist/server where this entry is built. Nothing imports this module (start.ts
 * is handed createServer), so its code stays in dist/server/entry.mjs rather than in a shared chunk.
 */
export const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../client');
/** dist/public-report: the demo's copy of the public tracking site (scripts/build-if-stale.mjs builds it). */
const PUBLIC_REPORT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public-report');

/**
 * The app's HTTP server (not listening yet) on `database`, which becomes the process's database.
 * The app itself is @astrojs/node's handler in middleware mode (Astro's entry of the same build);
 * it is imported here, not at the top, so the ops CLI and migrate never load the pages.
 */
export async function createServer(database: Database): Promise<Server> {
  installDatabase(database);
  const { handler } = await import('@astrojs/node/server.js');
  return createAppServer((req, res) => void handler(req, res), CLIENT_DIR);
}

export async function start(): Promise<void> {
  const { startSystem } = await import('./start');
  await startSystem(createServer, PUBLIC_REPORT_DIR);
}

export async function ops(argv: string[]): Promise<number> {
  const { main } = await import('../cli/ops');
  return main(argv);
}

export async function migrate(): Promise<void> {
  const { migrateConfiguredDatabase } = await import('./migrate');
  await migrateConfiguredDatabase();
}
