/**
 * Starts the whole system: opens the database (PGlite under .data/ unless DATABASE_URL is set),
 * applies migrations, loads the code master and demo data into an empty database, prints how to
 * log in, then serves the built Astro app.
 */
import './production-env';
import { fileURLToPath } from 'node:url';
import { config, ConfigError, misspeltVariableWarnings } from '../src/lib/server/config';
import { openDatabase } from '../src/lib/server/db/client';
import { applyMigrations } from '../src/lib/server/db/migrate';
import { installDatabase } from '../src/lib/server/db';
import { demoLoginsInUse, demoPasswordOf, isEmpty, seed } from '../src/lib/server/services/seed';
import { holderOf, takeLock } from '../src/lib/server/db/pglite-lock';
import { createAppServer, type NodeHandler } from '../src/lib/server/http/node-server';
import { startPurgeTimer } from '../src/lib/server/services/housekeeping/purge-timer';
import { startClearingRunner } from '../src/lib/server/services/auctions/clearing-job/clearing-runner';

for (const warning of misspeltVariableWarnings()) console.warn(`警告: ${warning}`);
const cfg = (() => {
  try {
    return config();
  } catch (error) {
    // What the operator must set, without a stack trace around it.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
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
installDatabase(database);
const stopPurge = startPurgeTimer(database.db);
// Clearing runs as a job: one at a time across all servers on PostgreSQL, in this process on PGlite
// (where a run a previous process left unfinished is resumed now).
const clearingRunner = await startClearingRunner(database.db);

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

// The adapter runs in middleware mode: createAppServer serves the built client files with the
// baseline security headers (nosniff) and hands everything else to the app.
const entry = (await import(new URL('../dist/server/entry.mjs', import.meta.url).href)) as { handler: NodeHandler };
const server = createAppServer(entry.handler, fileURLToPath(new URL('../dist/client/', import.meta.url)));
// Without a handler a busy port ends the process with an unhandled 'error' event (an English stack
// trace) and leaves the PGlite lock behind.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `ポート ${cfg.PORT} は使用中です。PORT で別のポートを指定してください。`
      : `サーバーを起動できません: ${error.message}`,
  );
  stopPurge();
  void clearingRunner
    .stop()
    .then(() => database.close())
    .catch(() => undefined)
    .finally(() => {
      releaseLock();
      process.exit(1);
    });
});
server.listen(cfg.PORT, cfg.HOST);

async function shutdown() {
  stopPurge();
  await clearingRunner.stop().catch(() => undefined);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  await database.close().catch(() => undefined);
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
