/** npm run db:migrate: applies pending migrations to the configured database and says what it did. */
import { config } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { applyMigrations } from '../lib/server/db/migrate';
import { holderOf } from '../lib/server/db/pglite-lock';

export async function migrateConfiguredDatabase(): Promise<void> {
  const cfg = config();
  if (!cfg.DATABASE_URL && holderOf(cfg.PGLITE_DIR)) {
    console.error('組み込みデータベースはサーバーが使用中です。サーバーを停止してから実行してください。');
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase({ url: cfg.DATABASE_URL, pgliteDir: cfg.PGLITE_DIR });
  await applyMigrations(database);
  console.log(`マイグレーションを適用しました（${database.kind}）。`);
  await database.close();
}
