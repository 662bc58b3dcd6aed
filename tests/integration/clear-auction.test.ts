import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import { accountHistoryQuery } from '../../src/lib/schemas/accounts';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { publishCertificate } from '../../src/lib/server/services/nfcs/publish-certificate';
import {
  auctions,
  auctionSupplies,
  bidResults,
  bids,
  facilities,
  holdings,
  organizations,
  settlementStatements,
  targetYears,
} from '../../src/lib/server/db/schema';
import { buildReservation } from '../../src/lib/domain/ledger';
import { writeFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { persistEntry } from '../../src/lib/server/services/ledger/persist-entry';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { openDatabase } from '../../src/lib/server/db/client';
import type { Db } from '../../src/lib/server/db';

const OPERATOR = { type: 'operator', name: 'test' } as const;
const HOUR = 3_600_000;

async function orgId(db: Db, memberNumber: string) {
  return (await db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber)))[0]!.id;
}

async function createAuction(db: Db, marketNo: number, productCd: number) {
  const [ty] = await db.select().from(targetYears).where(eq(targetYears.targetYear, 2026));
  const now = Date.now();
  const [a] = await db
    .insert(auctions)
    .values({
      marketNo,
      targetYearId: ty!.id,
      fiscalYear: 2026,
      roundNo: Math.floor(marketNo / 10) % 10,
      productCd,
      opensAt: new Date(now - 2 * HOUR),
      closesAt: new Date(now + HOUR),
    })
    .returning();
  return a!;
}

async function bid(
  db: Db,
  auctionId: number,
  memberNumber: string,
  bidNo: number,
  bidTypeCd: 1 | 2,
  priceCents: number,
  volume: number,
  facilityId?: string,
) {
  const organizationId = await orgId(db, memberNumber);
  if (bidTypeCd === 1) {
    await db.transaction(async (tx) => {
      const built = buildReservation({
        memberId: organizationId,
        targetYear: 2026,
        productCd: 2,
        facilityId: facilityId!,
        volume,
      });
      if (!built.ok) throw new Error(built.error.message);
      await persistEntry(tx, built.value, { actor: 'test', businessDate: '2026-11-22' });
    });
  }
  const [h] = facilityId
    ? await db
        .select()
        .from(holdings)
        .where(
          and(
            eq(holdings.organizationId, organizationId),
            eq(holdings.facilityId, facilityId),
            eq(holdings.holdingClassCd, 1),
          ),
        )
    : [undefined];
  await db.insert(bids).values({
    auctionId,
    organizationId,
    bidNo,
    bidTypeCd,
    priceCents,
    volume,
    enteredAt: new Date(Date.now() - 10 * 60_000 + bidNo * 1000),
    enteredBy: 0,
    holdingId: h?.id ?? null,
    facilityId: facilityId ?? null,
  });
}

async function closeWindow(db: Db, auctionId: number) {
  await db
    .update(auctions)
    .set({ closesAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, auctionId));
}

async function classBalance(db: Db, memberNumber: string, classCd: number, facilityId: string) {
  const id = await orgId(db, memberNumber);
  const [row] = await db
    .select()
    .from(holdings)
    .where(
      and(eq(holdings.organizationId, id), eq(holdings.holdingClassCd, classCd), eq(holdings.facilityId, facilityId)),
    );
  return { balance: row?.balance ?? 0, reserved: row?.reserved ?? 0 };
}

describe.each(testTargets())('clearing on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('clears a non-FIT auction at one price: results, ledger, released reservation, statements', async () => {
    const db = t.database.db;
    const a = await createAuction(db, 202612, 2);
    // Seller 3001 offers 60,000 at 0.80 from N-T1 (100,000 authorized). Buyers: 1001 40,000 @ 1.00, 1002 40,000 @ 0.70.
    await bid(db, a.id, '3001', 1, 1, 80, 60_000, 'N-T1');
    await bid(db, a.id, '1001', 1, 2, 100, 40_000);
    await bid(db, a.id, '1002', 1, 2, 70, 40_000);
    await expect(clearAuction(db, OPERATOR, 202612)).rejects.toMatchObject({ code: 'C_SH_006' });
    await closeWindow(db, a.id);
    const result = await clearAuction(db, OPERATOR, 202612);
    expect(result).toMatchObject({ alreadyCleared: false, contractedVolume: 40_000, statements: 2 });

    const results = await db.select().from(bidResults).where(eq(bidResults.auctionId, a.id));
    const price = results.find((r) => r.contractedVolume > 0)!.contractedPriceCents;
    expect(results.map((r) => r.status).sort()).toEqual(['一部約定', '不約定', '約定']);
    expect(results.filter((r) => r.contractedVolume > 0).every((r) => r.contractedPriceCents === price)).toBe(true);
    expect(await classBalance(db, '1001', 2, 'N-T1')).toEqual({ balance: 40_000, reserved: 0 });
    // 100,000 − 40,000 sold; the unsold 20,000 of the bid is no longer reserved.
    expect(await classBalance(db, '3001', 1, 'N-T1')).toEqual({ balance: 60_000, reserved: 0 });
    const statements = await db.select().from(settlementStatements).where(eq(settlementStatements.auctionId, a.id));
    expect(statements.map((s) => s.direction).sort()).toEqual(['pay', 'receive']);
    const buyer = statements.find((s) => s.direction === 'pay')!;
    expect(buyer.statementNo).toBe('S2026202612-1001');
    expect(buyer.subtotalYen + buyer.taxYen).toBe(buyer.totalYen);
    const unbalanced = await db.execute(sql`select entry_id from postings group by entry_id having sum(volume) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('changes nothing when run again', async () => {
    const db = t.database.db;
    const before = await db.select().from(bidResults);
    expect(await clearAuction(db, OPERATOR, 202612)).toMatchObject({ alreadyCleared: true });
    expect(await db.select().from(bidResults)).toHaveLength(before.length);
    expect(await db.select().from(settlementStatements)).toHaveLength(2);
  });

  it('clears a FIT auction by multi price from the FIT supply with tracking allocation', async () => {
    const db = t.database.db;
    const a = await createAuction(db, 202621, 1);
    await db.transaction((tx) =>
      writeFitSupply(tx, a, [{ facilityId: 'F-T1', volume: 30_000 }], { actor: 'test', businessDate: '2026-11-22' }),
    );
    await bid(db, a.id, '1001', 1, 2, 120, 20_000);
    await bid(db, a.id, '2001', 1, 2, 90, 20_000);
    await closeWindow(db, a.id);
    const result = await clearAuction(db, OPERATOR, 202621);
    expect(result.contractedVolume).toBe(30_000);
    const results = await db.select().from(bidResults).where(eq(bidResults.auctionId, a.id));
    expect(results.map((r) => [r.contractedVolume, r.contractedPriceCents]).sort()).toEqual([
      [10_000, 90],
      [20_000, 120],
    ]);
    expect((await classBalance(db, '2001', 2, 'F-T1')).balance).toBe(10_000);
    const [fit] = await db.select().from(facilities).where(eq(facilities.id, 'F-T1'));
    expect(fit!.isFit).toBe(true);

    // The buyer's history shows the clearing, and a certificate issues from the new procured line.
    const buyer = await orgId(db, '2001');
    const query = accountHistoryQuery.parse({
      fiscalYear: '2026',
      productCd: '1',
      offset: '0',
      limit: '100',
      count: 'false',
    });
    const history = await getAccountHistories(db, buyer, query);
    expect(history.accountHistoryList).toEqual([
      expect.objectContaining({ reference: '市場番号 202621', equipmentId: 'F-T1', holdingClassCd: 2, volume: 10_000 }),
    ]);
    const issued = await publishCertificate(db, await authOf(db, 'towa01'), {
      fiscalYear: 2026,
      productCd: 1,
      nfcTypeCd: 2,
      useCd: 1,
      menuName: 'FITメニュー',
      lines: [{ equipmentId: 'F-T1', volume: 4_000 }],
    });
    expect(issued.body.nfCertificateNo).toMatch(/^NF2026-\d{7}$/);
    expect((await classBalance(db, '2001', 2, 'F-T1')).balance).toBe(6_000);
    expect((await classBalance(db, '2001', 3, 'F-T1')).balance).toBe(4_000);
  });

  it('writes the deliveries set-based as one balanced entry per auction, with the end balances of each delivery', async () => {
    const db = t.database.db;
    const meta = { actor: 'test', businessDate: '2026-11-22' };
    const fit = await createAuction(db, 202641, 1);
    await db.insert(facilities).values(
      ['F-S1', 'F-S2', 'F-S3'].map((id) => ({
        id,
        name: `分割テストFIT${id}`,
        address: '東京都千代田区1丁目1番地',
        prefectureCd: '130001',
        municipalityCd: '131016',
        reTypeCd: 1,
        plantGroupCd: 1,
        operationStartDate: '2015-04-01',
        capacityW: 1_000_000,
        isFit: true,
      })),
    );
    await db.transaction((tx) =>
      writeFitSupply(
        tx,
        fit,
        ['F-S1', 'F-S2', 'F-S3'].map((facilityId) => ({ facilityId, volume: 10_000 })),
        meta,
      ),
    );
    await bid(db, fit.id, '1001', 1, 2, 120, 25_000);
    await bid(db, fit.id, '2001', 1, 2, 100, 5_000);
    await closeWindow(db, fit.id);
    expect((await clearAuction(db, OPERATOR, 202641)).contractedVolume).toBe(30_000);

    // Non-FIT: two sell bids, one partly sold; the unsold reservation is released in the same transaction.
    const nonFit = await createAuction(db, 202642, 2);
    const [t1, t2] = [await classBalance(db, '3001', 1, 'N-T1'), await classBalance(db, '3001', 1, 'N-T2')];
    await bid(db, nonFit.id, '3001', 1, 1, 80, 5_000, 'N-T2');
    await bid(db, nonFit.id, '3001', 2, 1, 85, 10_000, 'N-T1');
    await bid(db, nonFit.id, '1001', 1, 2, 100, 8_000);
    await closeWindow(db, nonFit.id);
    expect((await clearAuction(db, OPERATOR, 202642)).contractedVolume).toBe(8_000);
    expect(await classBalance(db, '3001', 1, 'N-T2')).toEqual({ balance: t2.balance - 5_000, reserved: 0 });
    expect(await classBalance(db, '3001', 1, 'N-T1')).toEqual({ balance: t1.balance - 3_000, reserved: 0 });

    const entries = await db.execute(sql`
      select e.reference, count(distinct e.id)::int as entries, coalesce(sum(p.volume), 0)::bigint as net
        from journal_entries e left join postings p on p.entry_id = e.id
       where e.kind = 'clearing' and e.reference in ('市場番号 202641', '市場番号 202642')
       group by e.reference order by e.reference`);
    const rows = (entries as unknown as { rows: { reference: string; entries: number; net: string }[] }).rows;
    expect(rows.map((r) => r.reference)).toEqual(['市場番号 202641', '市場番号 202642']);
    expect(rows.map((r) => r.entries)).toEqual([1, 1]);
    expect(rows.every((r) => Number(r.net) === 0)).toBe(true);
    const unbalanced = await db.execute(sql`select entry_id from postings group by entry_id having sum(volume) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const procured = await db.execute(sql`
      select coalesce(sum(balance), 0)::bigint as total from holdings
       where holding_class_cd = 2 and facility_id in ('F-S1', 'F-S2', 'F-S3')`);
    expect(Number((procured as unknown as { rows: { total: string }[] }).rows[0]!.total)).toBe(30_000);
    // The FIT supply's pool line of the year gave what the buyers received (decision 0019).
    const supplyLeft = await db.execute(sql`
      select coalesce(sum(h.balance), 0)::bigint as total from holdings h join accounts a on a.id = h.account_id
       where a.kind = 'fit_supply' and h.target_year_id = ${fit.targetYearId} and h.facility_id = '*'`);
    expect(Number((supplyLeft as unknown as { rows: { total: string }[] }).rows[0]!.total)).toBe(0);
  });

  it('refuses the whole clearing when a source line cannot deliver, writing nothing', async () => {
    const db = t.database.db;
    const meta = { actor: 'test', businessDate: '2026-11-22' };
    const fit = await createAuction(db, 202631, 1);
    await db.insert(facilities).values({
      id: 'F-SHORT',
      name: '不足テストFIT',
      address: '東京都千代田区1丁目1番地',
      prefectureCd: '130001',
      municipalityCd: '131016',
      reTypeCd: 1,
      plantGroupCd: 1,
      operationStartDate: '2015-04-01',
      capacityW: 1_000_000,
      isFit: true,
    });
    // The auction offers 10,000 kWh, but only 6,000 kWh ever reached the FIT supply's pool line.
    await db.transaction(async (tx) => {
      await writeFitSupply(tx, fit, [{ facilityId: 'F-SHORT', volume: 6_000 }], meta);
      await tx.update(auctionSupplies).set({ volume: 10_000 }).where(eq(auctionSupplies.auctionId, fit.id));
    });
    await bid(db, fit.id, '1001', 1, 2, 120, 10_000);
    await closeWindow(db, fit.id);
    await expect(clearAuction(db, OPERATOR, 202631)).rejects.toMatchObject({ code: 'C_AC_001' });
    const left = await db.execute(sql`
      select (select count(*) from allocation_totals where auction_id = ${fit.id})::int as allocations,
             (select count(*) from holdings where facility_id = 'F-SHORT' and holding_class_cd = 2)::int as procured,
             (select sum(h.balance) from holdings h join accounts a on a.id = h.account_id
               where a.kind = 'fit_supply' and h.target_year_id = ${fit.targetYearId} and h.facility_id = '*')::int as supply,
             to_regclass('holdings_lot_202631') is null and to_regclass('postings_lot_202631') is null as no_lot,
             (select cleared_at is null from auctions where id = ${fit.id}) as open`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
      allocations: 0,
      procured: 0,
      supply: 6_000,
      no_lot: true,
      open: true,
    });
  });

  it('leaves nothing half-written when the clearing fails part-way, and clears normally when run again', async () => {
    const db = t.database.db;
    const a = await createAuction(db, 202622, 2);
    const before = await classBalance(db, '3001', 1, 'N-T1');
    await bid(db, a.id, '3001', 1, 1, 80, 4_000, 'N-T1');
    await bid(db, a.id, '1001', 1, 2, 100, 4_000);
    await closeWindow(db, a.id);
    const snapshot = async () => {
      const r = await db.execute(sql`
        select (select count(*) from bid_results where auction_id = ${a.id})::int as results,
               (select count(*) from allocations where auction_id = ${a.id})::int as allocations,
               (select count(*) from journal_entries where reference = ${'市場番号 202622'})::int as entries,
               (select count(*) from settlement_statements where auction_id = ${a.id})::int as statements,
               (select count(*) from postings)::int as postings,
               (select cleared_at is null from auctions where id = ${a.id}) as open`);
      return (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
    };
    const untouched = await snapshot();
    const procuredBefore = await classBalance(db, '1001', 2, 'N-T1');
    // A real failure inside the transaction after bid results, allocations and the ledger entries
    // are written: the statements table refuses this auction's rows.
    await db.execute(
      sql.raw(`create function refuse_statement() returns trigger language plpgsql as
      $$ begin raise exception 'simulated crash while issuing statements'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_statement before insert on settlement_statements
      for each row when (new.auction_id = ${a.id}) execute function refuse_statement()`),
    );
    const failure = await clearAuction(db, OPERATOR, 202622).then(
      () => null,
      (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
    );
    expect(failure).toContain('simulated crash while issuing statements');
    expect(await snapshot()).toEqual(untouched);
    expect(await classBalance(db, '3001', 1, 'N-T1')).toEqual({
      balance: before.balance,
      reserved: before.reserved + 4_000,
    });
    expect(await classBalance(db, '1001', 2, 'N-T1')).toEqual(procuredBefore);

    await db.execute(sql.raw('drop trigger refuse_statement on settlement_statements'));
    expect((await clearAuction(db, OPERATOR, 202622)).contractedVolume).toBe(4_000);
    expect(await classBalance(db, '3001', 1, 'N-T1')).toEqual({
      balance: before.balance - 4_000,
      reserved: before.reserved,
    });
    expect((await classBalance(db, '1001', 2, 'N-T1')).balance).toBe(procuredBefore.balance + 4_000);
    expect(await snapshot()).toMatchObject({ results: 2, entries: 1, statements: 2, open: false });
  });

  if (target === 'postgres') {
    it('clears once when two app servers clear at the same time', async () => {
      const db = t.database.db;
      const a = await createAuction(db, 202632, 2);
      await bid(db, a.id, '3001', 1, 1, 80, 10_000, 'N-T1');
      await bid(db, a.id, '1001', 1, 2, 100, 10_000);
      await closeWindow(db, a.id);
      // A second pool stands for a second app server.
      const other = await openDatabase({ url: t.url! });
      try {
        const [x, y] = await Promise.all([
          clearAuction(db, OPERATOR, 202632),
          clearAuction(other.db, OPERATOR, 202632),
        ]);
        expect([x.alreadyCleared, y.alreadyCleared].sort()).toEqual([false, true]);
        expect(await db.select().from(bidResults).where(eq(bidResults.auctionId, a.id))).toHaveLength(2);
        expect(
          await db.select().from(settlementStatements).where(eq(settlementStatements.auctionId, a.id)),
        ).toHaveLength(2);
      } finally {
        await other.close();
      }
    });
  }
});
