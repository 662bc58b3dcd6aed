import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import {
  createMembers,
  createRoundAuctions,
  OPERATOR,
  placeBuy,
  setWindow,
  supplyFit,
  type AuctionRow,
} from '../fixtures/auction-fixtures';
import type { Db } from '../../src/lib/server/db';
import type { AuthContext } from '../../src/lib/server/auth/session-context';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { loadFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { exportAccountBalancesCsv } from '../../src/lib/server/services/accounts/export-account-balances-csv';
import { publishCertificate } from '../../src/lib/server/services/nfcs/publish-certificate';
import { accountBalanceCsvQuery, accountBalanceQuery, accountHistoryQuery } from '../../src/lib/schemas/accounts';

/** Rows of a raw statement. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A member's FIT procured lines of 2026: the table each lives in, facility and balance. */
async function procuredLines(db: Db, organizationId: number) {
  return rows<{ table: string; facility_id: string; balance: string }>(
    db,
    sql`select h.tableoid::regclass::text as table, h.facility_id, h.balance::text as balance
          from holdings h join target_years y on y.id = h.target_year_id
         where h.organization_id = ${organizationId} and h.product_cd = 1 and h.holding_class_cd = 2
           and y.target_year = 2026 order by h.facility_id`,
  );
}

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (e) {
    return String((e as { cause?: Error }).cause?.message ?? (e as Error).message);
  }
  return 'not refused';
}

async function closeAndClear(db: Db, auction: AuctionRow) {
  await setWindow(db, auction.marketNo, { closesAt: new Date(Date.now() - 1_000) });
  return clearAuction(db, OPERATOR, auction.marketNo);
}

/** Decision 0019: a FIT clearing's buyers' lines are a lot, a child table of holdings (and of postings). */
describe.each(testTargets())('FIT clearing lots on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let a: AuthContext;
  let b: AuthContext;

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    [a, b] = (await createMembers(db, 2, { prefix: 'L' })) as [AuthContext, AuthContext];
  });
  afterAll(async () => {
    await t.drop();
  });

  it('writes the buyers’ new lines into the auction’s lot, which every ledger query reads', async () => {
    const round1 = (await createRoundAuctions(db, { roundNo: 1, products: [1] }))[1];
    await supplyFit(db, round1.marketNo, [
      { facilityId: 'F-LOT-1', volume: 3_000 },
      { facilityId: 'F-LOT-2', volume: 2_000 },
    ]);
    await placeBuy(db, a, { productCd: 1, price: '1.20', volume: 4_000, preferences: [{ equipmentId: 'F-LOT-1' }] });
    await placeBuy(db, b, { productCd: 1, price: '1.00', volume: 1_000 });
    expect((await closeAndClear(db, round1)).contractedVolume).toBe(5_000);

    expect(await procuredLines(db, a.organizationId)).toEqual([
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-1', balance: '3000' },
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-2', balance: '1000' },
    ]);
    expect(await procuredLines(db, b.organizationId)).toEqual([
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-2', balance: '1000' },
    ]);
    const [entry] = await rows<{ tables: string; postings: number; net: string; pool: string }>(
      db,
      sql`select string_agg(distinct p.tableoid::regclass::text, ',') as tables, count(*)::int as postings,
                 sum(p.volume)::text as net, sum(p.volume) filter (where p.facility_id = '*')::text as pool
            from postings p join journal_entries e on e.id = p.entry_id where e.reference = '市場番号 202611'`,
    );
    expect(entry).toEqual({ tables: 'postings_lot_202611', postings: 4, net: '0', pool: '-5000' });

    // The member's screens see the lot: balance inquiry, history and the CSV.
    const balances = await getAccountBalances(
      db,
      a.organizationId,
      accountBalanceQuery.parse({ fiscalYear: '2026', productCd: '1', offset: '0', limit: '10', count: 'true' }),
    );
    expect(balances.count).toBe(2);
    expect(balances.accountBalanceList.map((l) => [l.equipmentId, l.holdingClassCd, l.balance])).toEqual([
      ['F-LOT-1', 2, 3_000],
      ['F-LOT-2', 2, 1_000],
    ]);
    const history = await getAccountHistories(
      db,
      a.organizationId,
      accountHistoryQuery.parse({ fiscalYear: '2026', productCd: '1', offset: '0', limit: '10', count: 'true' }),
    );
    expect(history.accountHistoryList.map((l) => [l.reference, l.equipmentId, l.volume])).toEqual(
      expect.arrayContaining([
        ['市場番号 202611', 'F-LOT-1', 3_000],
        ['市場番号 202611', 'F-LOT-2', 1_000],
      ]),
    );
    const csv = exportAccountBalancesCsv(
      db,
      a.organizationId,
      accountBalanceCsvQuery.parse({ fiscalYear: '2026', productCd: '1', encoding: 'utf8' }),
      new Date(),
      t.database.exportPool,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of csv.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toContain('F-LOT-1');
    expect(text).toContain('F-LOT-2');
  });

  it('credits a line the buyer already holds in place, and puts only new lines into the next lot', async () => {
    const round2 = (await createRoundAuctions(db, { roundNo: 2, products: [1] }))[1];
    await loadFitSupply(db, OPERATOR, round2.marketNo, [{ line: 2, facilityId: 'F-LOT-1', volume: '500' }]);
    await supplyFit(db, round2.marketNo, [{ facilityId: 'F-LOT-3', volume: 700 }]);
    await placeBuy(db, a, { productCd: 1, price: '1.50', volume: 1_200, preferences: [{ equipmentId: 'F-LOT-1' }] });
    expect((await closeAndClear(db, round2)).contractedVolume).toBe(1_200);

    expect(await procuredLines(db, a.organizationId)).toEqual([
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-1', balance: '3500' },
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-2', balance: '1000' },
      { table: 'holdings_lot_202621', facility_id: 'F-LOT-3', balance: '700' },
    ]);
    const postings = await rows<{ facility_id: string; volume: string; holding_table: string }>(
      db,
      sql`select p.facility_id, p.volume::text as volume, h.tableoid::regclass::text as holding_table
            from postings_lot_202621 p join holdings h on h.id = p.holding_id order by p.facility_id`,
    );
    expect(postings).toEqual([
      { facility_id: '*', volume: '-1200', holding_table: 'holdings' },
      { facility_id: 'F-LOT-1', volume: '500', holding_table: 'holdings_lot_202611' },
      { facility_id: 'F-LOT-3', volume: '700', holding_table: 'holdings_lot_202621' },
    ]);
    const [dup] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from holdings group by account_id, target_year_id, product_cd,
            holding_class_cd, facility_id having count(*) > 1) d`,
    );
    expect(dup!.n).toBe(0);
  });

  it('issues a certificate from a lot line, and guards the lots like the rest of the ledger', async () => {
    const issued = await publishCertificate(db, a, {
      fiscalYear: 2026,
      productCd: 1,
      nfcTypeCd: 2,
      useCd: 1,
      menuName: 'FITメニュー',
      lines: [
        { equipmentId: 'F-LOT-1', volume: 2_000 },
        { equipmentId: 'F-LOT-3', volume: 700 },
      ],
    });
    expect(issued.body.totalIssueVolume).toBe(2_700);
    expect(await procuredLines(db, a.organizationId)).toEqual([
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-1', balance: '1500' },
      { table: 'holdings_lot_202611', facility_id: 'F-LOT-2', balance: '1000' },
      { table: 'holdings_lot_202621', facility_id: 'F-LOT-3', balance: '0' },
    ]);
    const confirmed = await rows<{ table: string; facility_id: string; balance: string }>(
      db,
      sql`select tableoid::regclass::text as table, facility_id, balance::text as balance from holdings
           where organization_id = ${a.organizationId} and holding_class_cd = 3 order by facility_id`,
    );
    expect(confirmed).toEqual([
      { table: 'holdings', facility_id: 'F-LOT-1', balance: '2000' },
      { table: 'holdings', facility_id: 'F-LOT-3', balance: '700' },
    ]);

    // A line key a lot holds is never written into holdings itself, and lots are append-only.
    expect(
      await refusal(
        db.execute(sql`insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id)
          select account_id, organization_id, target_year_id, 1, 2, facility_id from holdings_lot_202621`),
      ),
    ).toMatch(/already held in a clearing lot/);
    expect(await refusal(db.execute(sql`delete from holdings_lot_202611`))).toMatch(/never deleted/);
    expect(await refusal(db.execute(sql`delete from postings_lot_202621`))).toMatch(/never deleted/);
    expect(await refusal(db.execute(sql`update holdings_lot_202611 set facility_id = 'F-LOT-9'`))).toMatch(
      /never deleted/,
    );
  });
});

/** Two FIT clearings of one target year at the same moment, on PostgreSQL (PGlite has one connection). */
describe.runIf(testTargets().includes('postgres'))('FIT clearing lots of one year cleared at once', () => {
  let t: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    t = await freshDatabase('postgres');
    db = t.database.db;
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lets them take turns, so a key gets one line however they overlap', async () => {
    const [c] = await createMembers(db, 1, { prefix: 'P' });
    // A member with a ledger account already (a first movement would make the second clearing wait
    // on the account's creation, hiding the race this test is about).
    await db.execute(sql`insert into accounts (kind, organization_id) values ('member', ${c!.organizationId})`);
    const rounds: AuctionRow[] = [];
    for (const roundNo of [3, 4]) {
      const round = (await createRoundAuctions(db, { roundNo, products: [1] }))[1];
      if (roundNo === 3) await supplyFit(db, round.marketNo, [{ facilityId: 'F-LOT-2', volume: 1_000 }]);
      else await loadFitSupply(db, OPERATOR, round.marketNo, [{ line: 2, facilityId: 'F-LOT-2', volume: '1000' }]);
      await placeBuy(db, c!, { productCd: 1, price: '2.00', volume: 1_000 });
      await setWindow(db, round.marketNo, { closesAt: new Date(Date.now() - 1_000) });
      rounds.push(round);
    }
    // Both lots would create the member's line for F-LOT-2. Another transaction holds the FIT pool
    // line, so both clearings stop in their ledger phase at once; the second must wait for the first
    // and credit its line instead of creating a twin.
    const holder = await t.database.pool!.connect();
    await holder.query('begin');
    await holder.query(`select 1 from holdings h join accounts a on a.id = h.account_id
                         where a.kind = 'fit_supply' and h.facility_id = '*' for update of h`);
    const clearing = Promise.all(rounds.map((r) => clearAuction(db, OPERATOR, r.marketNo)));
    for (let waited = 0; ; waited += 50) {
      const { rows: waiting } = await t.database.pool!.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting[0].n >= 2) break;
      if (waited > 10_000) throw new Error('the clearings never waited');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query('commit');
    holder.release();
    const cleared = await clearing;
    expect(cleared.map((r) => r.contractedVolume)).toEqual([1_000, 1_000]);
    const lines = await procuredLines(db, c!.organizationId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ facility_id: 'F-LOT-2', balance: '2000' });
  });
});
