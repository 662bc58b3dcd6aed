/**
 * Starts the whole system: opens the database (PGlite under .data/ unless DATABASE_URL is set),
 * applies migrations, loads the code master and demo data into an empty database, prints how to
 * log in, then serves the app. Part of the server build (entry.ts), so the pages, the clearing
 * runner and the purge timer share one copy of every module.
 */
import { config, ConfigError, misspeltVariableWarnings } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { applyMigrations } from '../lib/server/db/migrate';
import { demoLoginsInUse, demoPasswordOf, isEmpty, seed } from '../lib/server/services/seed';
import { holderOf, takeLock } from '../lib/server/db/pglite-lock';
import { startPurgeTimer } from '../lib/server/services/housekeeping/purge-timer';
import { startClearingRunner } from '../lib/server/services/auctions/clearing-job/clearing-runner';
import { startExpiryRunner } from '../lib/server/services/ledger/expiry-job/expiry-runner';
import { gracefulShutdown } from '../lib/server/http/graceful-shutdown';
import { startMetricsServer } from '../lib/server/metrics/metrics-server';
import type { Server } from 'node:http';
import { startPublicReportSite } from './public-report-site';
import type { Database } from '../lib/server/db';

/**
 * `createServer` is the entry's (entry.ts): the app's HTTP server on the process's database;
 * `publicReportDir` the built public tracking site served beside it when PUBLIC_REPORT_SERVE is on.
 */
export async function startSystem(
  createServer: (database: Database) => Promise<Server>,
  publicReportDir: string,
): Promise<void> {
  for (const warning of misspeltVariableWarnings()) console.warn(`警告: ${warning}`);
  const cfg = configOrExit();
  if (!cfg.DATABASE_URL) {
    const holder = holderOf(cfg.PGLITE_DIR);
    if (holder) {
      console.error(`組み込みデータベース ${cfg.PGLITE_DIR} はプロセス ${holder} が使用中です。`);
      process.exit(1);
    }
  }
  const releaseLock = cfg.DATABASE_URL ? () => undefined : takeLock(cfg.PGLITE_DIR);
  const database = await openDatabase({ url: cfg.DATABASE_URL, pgliteDir: cfg.PGLITE_DIR });
  await applyMigrations(database);
  if (await isEmpty(database.db)) {
    console.log('空のデータベースに初期データを登録しています…');
    await seed(database.db, { demo: cfg.SEED_DEMO ? 'full' : false });
  }
  const stopPurge = startPurgeTimer(database.db);
  // Clearing runs as a job: one at a time across all servers on PostgreSQL, in this process on PGlite
  // (where a run a previous process left unfinished is resumed now).
  const clearingRunner = await startClearingRunner(database.db);
  // Expiry of unused volume on the day after each target year's usable period (decision 0029).
  const expiryRunner = await startExpiryRunner(database.db);

  const demoLogins = await demoLoginsInUse(database.db);
  if (demoLogins.length > 0) {
    console.log('\nデモ用ログイン（ログインID / パスワード）:');
    for (const u of demoLogins) {
      const note = u.mustChange ? '  ※初回ログイン時にパスワード変更が必要' : '';
      console.log(`  ${u.loginId.padEnd(10)} ${demoPasswordOf(u)}  ${u.displayName}${note}`);
    }
  }
  console.log(`\nデータベース: ${cfg.DATABASE_URL ? 'PostgreSQL' : `PGlite (${cfg.PGLITE_DIR})`}`);
  console.log(`URL: http://${cfg.HOST}:${cfg.PORT}/login\n`);

  // createServer makes this database the process's and serves the built client files with the
  // baseline security headers (nosniff), everything else by the app.
  const server = await createServer(database);
  // Without a handler a busy port ends the process with an unhandled 'error' event (an English stack
  // trace) and leaves the PGlite lock behind.
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `ポート ${cfg.PORT} は使用中です。PORT で別のポートを指定してください。`
        : `サーバーを起動できません: ${error.message}`,
    );
    stopPurge();
    void Promise.all([clearingRunner.stop(), expiryRunner.stop()])
      .then(() => database.close())
      .catch(() => undefined)
      .finally(() => {
        releaseLock();
        process.exit(1);
      });
  });
  server.listen(cfg.PORT, cfg.HOST);

  const metrics = await startMetricsServer({ port: cfg.METRICS_PORT, host: cfg.METRICS_HOST });
  const publicReport = cfg.PUBLIC_REPORT_SERVE
    ? await startPublicReportSite(publicReportDir, cfg.PUBLIC_REPORT_BASE_URL, cfg.HOST)
    : undefined;

  // SIGTERM (systemd, a rolling restart) and Ctrl-C: finish the requests under way, then stop.
  const shutdown = gracefulShutdown({
    server,
    stopBackground: async () => {
      stopPurge();
      await Promise.all([clearingRunner.stop(), expiryRunner.stop()]);
      metrics?.close();
      publicReport?.close();
    },
    closeDatabase: async () => {
      await database.close();
      releaseLock();
    },
    say: (line) => console.error(line),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void shutdown().then(() => process.exit(0)));
}

/** The configuration, or the Japanese list of what the operator must set and exit 1 (no stack trace). */
function configOrExit() {
  try {
    return config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
