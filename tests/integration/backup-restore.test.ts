import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf } from '../fixtures/ledger-world';
import { OPERATOR, placeBuy } from '../fixtures/auction-fixtures';
import { checkLedgerInvariants, tableFingerprints } from '../fixtures/ledger-invariants';
import { openDatabase, type Database } from '../../src/lib/server/db/client';
import { CLEARING_ORDER, marketNoOf } from '../../src/lib/domain/auction';
import { closeAuction } from '../../src/lib/server/services/auctions/close-auction';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';
import { exportAccountHistoriesCsv } from '../../src/lib/server/services/accounts/export-account-histories-csv';
import {
  accountBalanceCsvQuery,
  accountBalanceQuery,
  accountHistoryCsvQuery,
  accountHistoryQuery,
} from '../../src/lib/schemas/accounts';

const run = promisify(execFile);
/** The client tools of the server's major version (pg_dump refuses a newer server; docs/production.md). */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

async function text(body: ReadableStream | AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('latin1');
}

/**
 * Everything a member sees of its holdings: for every target year and product, the balance list,
 * the history and both CSVs (UTF-8 and Shift_JIS bytes), through the services that serve them.
 */
async function memberViews(database: Database, organizationId: number, years: number[]) {
  const views: Record<string, unknown> = {};
  for (const fiscalYear of years)
    for (const productCd of [1, 2, 3]) {
      const filter = { fiscalYear: String(fiscalYear), productCd: String(productCd) };
      const page = { ...filter, offset: '0', limit: '100000', count: 'true' };
      const key = `${fiscalYear}/${productCd}`;
      views[`${key} balances`] = await getAccountBalances(database.db, organizationId, accountBalanceQuery.parse(page));
      views[`${key} histories`] = await getAccountHistories(
        database.db,
        organizationId,
        accountHistoryQuery.parse(page),
      );
      for (const encoding of ['utf8', 'sjis']) {
        const at = new Date('2026-11-28T00:00:00Z'); // the file's stamp is not what is compared
        const balances = exportAccountBalancesCsv(
          database.db,
          organizationId,
          accountBalanceCsvQuery.parse({ ...filter, encoding }),
          at,
          database.exportPool,
        );
        const histories = exportAccountHistoriesCsv(
          database.db,
          organizationId,
          accountHistoryCsvQuery.parse({ ...filter, encoding }),
          at,
          database.exportPool,
        );
        views[`${key} balance csv ${encoding}`] = await text(balances.body);
        views[`${key} history csv ${encoding}`] = await text(histories.body);
      }
    }
  return views;
}

const targets = testTargets().filter((t) => t === 'postgres');

/**
 * The tables holding rows that ANALYZE has not seen (no column statistics), lots included. The
 * code tables (3 rows) are among them until analyzed by hand: autovacuum never analyzes tables
 * that small, so the check does not depend on its timing.
 */
async function tablesWithoutStatistics(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_statistic s where s.starelid = c.oid) order by 1`,
    );
    const withRows: string[] = [];
    for (const { name } of tables.rows) {
      const any = await client.query(`select 1 from ${pg.escapeIdentifier(name)} limit 1`);
      if (any.rowCount) withRows.push(name);
    }
    return withRows;
  } finally {
    await client.end();
  }
}

/**
 * The documented backup (pg_dump -Fc of the whole database) restores (pg_restore into a
 * new database) to the same ledger: FIT lots included, every invariant holding, every table's rows
 * and every member's balances, histories and CSVs identical.
 */
describe.skipIf(targets.length === 0)('backup and restore on postgres', () => {
  let source: TestDatabase;
  let restored: Database | undefined;
  let restoredName: string;
  let dir: string;

  beforeAll(async () => {
    // The demo market: non-FIT holdings and transfers, settlements, and round 1's FIT clearing (a lot).
    source = await freshDatabase('postgres', { seed: 'demo' });
    const db = source.database.db;
    // Round 2 cleared as well: a second FIT lot, one crediting lines the buyer already holds.
    await placeBuy(db, await authOf(db, 'towa01'), { productCd: 1, price: '1.30', volume: 50_000 });
    for (const productCd of CLEARING_ORDER) await closeAuction(db, OPERATOR, marketNoOf(2026, 2, productCd));
    for (const productCd of CLEARING_ORDER) await clearAuction(db, OPERATOR, marketNoOf(2026, 2, productCd));
    dir = mkdtempSync(path.join(os.tmpdir(), 'nfc-backup-'));
    restoredName = `nfc_test_restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
  });
  afterAll(async () => {
    await restored?.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
    await source?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump -Fc and restores with pg_restore into a new database, lots and all', async () => {
    const pool = source.database.pool!;
    const lots = (
      await pool.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'holdings'::regclass order by 1`,
      )
    ).rows.map((r) => r.name);
    expect(lots).toEqual(['holdings_lot_202611', 'holdings_lot_202621']);
    const invariantsBefore = await checkLedgerInvariants(pool);
    expect(
      Object.values(invariantsBefore).every((n) => n === 0),
      JSON.stringify(invariantsBefore),
    ).toBe(true);
    const fingerprintsBefore = await tableFingerprints(pool);
    const members = (
      await pool.query<{ id: number }>(`select id from organizations where kind <> 'system' order by id`)
    ).rows.map((r) => r.id);
    const years = (await pool.query<{ y: number }>(`select target_year y from target_years order by 1`)).rows.map(
      (r) => r.y,
    );
    const viewsBefore = new Map<number, unknown>();
    for (const id of members) viewsBefore.set(id, await memberViews(source.database, id, years));

    // The procedure of docs/production.md: dump the whole database, restore it into a new, empty one.
    const file = path.join(dir, 'nfc.dump');
    await run(`${PG_BIN}/pg_dump`, ['--format=custom', `--file=${file}`, source.url!]);
    expect(statSync(file).size).toBeGreaterThan(0);
    const url = new URL(source.url!);
    url.pathname = `/${restoredName}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    await admin.end();
    await run(`${PG_BIN}/pg_restore`, [
      '--exit-on-error',
      '--no-owner',
      '--jobs=2',
      `--dbname=${url.toString()}`,
      file,
    ]);
    // pg_restore writes no planner statistics, and a server started on them keeps the generic plans
    // it makes for the year views' reads for as long as its connections live (3× slower reads until
    // restarted): the procedure's next step analyzes the restored database before any server starts.
    expect(await tablesWithoutStatistics(url.toString())).toContain('products');
    await run(`${PG_BIN}/vacuumdb`, ['--analyze-only', '--jobs=2', `--dbname=${url.toString()}`]);
    expect(await tablesWithoutStatistics(url.toString())).toEqual([]);
    restored = await openDatabase({ url: url.toString(), poolSize: 4 });
    const restoredPool = restored.pool!;

    // The lots came back as children of holdings and postings, with their guards.
    const restoredLots = (
      await restoredPool.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'holdings'::regclass order by 1`,
      )
    ).rows.map((r) => r.name);
    expect(restoredLots).toEqual(lots);
    expect(await checkLedgerInvariants(restoredPool)).toEqual(invariantsBefore);
    expect(await tableFingerprints(restoredPool)).toEqual(fingerprintsBefore);
    let lines = 0;
    for (const id of members) {
      const views = await memberViews(restored, id, years);
      expect(views, `member ${id}`).toEqual(viewsBefore.get(id));
      lines += Object.entries(views)
        .filter(([k]) => k.endsWith('balances'))
        .reduce((n, [, v]) => n + (v as { accountBalanceList: unknown[] }).accountBalanceList.length, 0);
    }
    // Not a comparison of empty lists: the members hold lines, FIT lot lines among them.
    expect(lines).toBeGreaterThan(10);
    const inLots = await restoredPool.query<{ n: string }>(
      `select count(*)::text n from holdings h where h.tableoid <> 'holdings'::regclass`,
    );
    expect(Number(inLots.rows[0]!.n)).toBeGreaterThan(0);

    // The restored database takes new writes: its sequences came back past the restored ids.
    const next = await restoredPool.query<{ ok: boolean }>(
      `select nextval(pg_get_serial_sequence('postings', 'id')) > (select max(id) from postings) as ok`,
    );
    expect(next.rows[0]!.ok).toBe(true);
  });
});
