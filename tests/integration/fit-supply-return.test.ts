import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import {
  activeBids,
  createMembers,
  createRoundAuctions,
  OPERATOR,
  placeBuy,
  setWindow,
  supplyFit,
} from '../fixtures/auction-fixtures';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { allocations, allocationTotals, auctions, auctionSupplies, bidResults } from '../../src/lib/server/db/schema';
import { buildClearingDeliveries } from '../../src/lib/domain/ledger';
import { persistEntry } from '../../src/lib/server/services/ledger/persist-entry';
import type { Db } from '../../src/lib/server/db';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { loadFitSupply, writeFitSupply } from '../../src/lib/server/services/auctions/load-fit-supply';
import { auctionCommands } from '../../src/cli/commands/auction-commands';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

/** The FIT pool line's balance of a system account (decision 0019: FIT supply is pooled per target year). */
async function poolBalance(db: Db, kind: 'fit_supply' | 'certification_source', fiscalYear = 2026): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(h.balance), 0)::text as balance from holdings h join accounts a on a.id = h.account_id
      join target_years y on y.id = h.target_year_id
     where a.kind = ${kind} and h.product_cd = 1 and h.facility_id = '*' and y.target_year = ${fiscalYear}`);
  return Number((result as unknown as { rows: { balance: string }[] }).rows[0]!.balance);
}

/** The return entries of the auctions (kind, reference, postings per facility and their sum). */
async function returnEntries(db: Db) {
  const result = await db.execute(sql`
    select e.kind, e.reference, count(p.id)::int as postings, sum(p.volume)::int as net,
           sum(p.volume) filter (where p.volume > 0)::int as returned,
           bool_and(p.facility_id = '*') as pooled
      from journal_entries e join postings p on p.entry_id = e.id
     where e.reference like '%売れ残り返還' group by e.id order by e.id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** An operator command as `npm run ops` runs it, its printed lines. */
async function ops(db: Db, name: string, marketNo: number): Promise<string[]> {
  const lines: string[] = [];
  await auctionCommands
    .find((c) => c.name === name)!
    .run({ db, actor: OPERATOR, args: [], options: { 'market-no': String(marketNo) }, print: (l) => lines.push(l) });
  return lines;
}

const fitLines = (lines: string[]) => lines.filter((l) => l.startsWith('  FIT供給'));

async function closeWindow(db: Db, marketNo: number) {
  await setWindow(db, marketNo, { closesAt: new Date(Date.now() - 1_000) });
}

/** Decision 0011: the unsold rest of a FIT auction returns to the certification source rather than stranding in the FIT supply account. */
describe.each(testTargets())('unsold FIT supply returned on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let buyer: AuthContext;

  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    buyer = (await createMembers(db, 1, { prefix: 'R', fit: true }))[0]!;
  });
  afterAll(async () => {
    await t.drop();
  });

  it('returns what each clearing did not sell, so the next load of the same facilities starts from nothing', async () => {
    const a = (await createRoundAuctions(db, { roundNo: 1, products: [1] }))[1];
    await supplyFit(db, a.marketNo, [
      { facilityId: 'F-RET-1', volume: 5_000 },
      { facilityId: 'F-RET-2', volume: 3_000 },
    ]);
    await placeBuy(db, buyer, { productCd: 1, price: '1.00', volume: 2_000 });
    await closeWindow(db, a.marketNo);
    expect((await clearAuction(db, OPERATOR, a.marketNo)).fitSupplyReturned).toEqual({ facilities: 2, volume: 6_000 });
    // The supply left the FIT supply's pool line: 2,000 kWh to the buyer, 6,000 kWh back to the source.
    expect(await poolBalance(db, 'fit_supply')).toBe(0);
    expect(await poolBalance(db, 'certification_source')).toBe(-2_000);
    expect(fitLines(await ops(db, 'show', a.marketNo))).toEqual([
      '  FIT供給: 2 設備、8,000 kWh',
      '  FIT供給の約定量: 2,000 kWh',
      '  FIT供給の返還量: 2 設備、6,000 kWh（認定元へ返還済み）',
    ]);

    const b = (await createRoundAuctions(db, { roundNo: 2, products: [1] }))[1];
    const loaded = await loadFitSupply(db, OPERATOR, b.marketNo, [
      { line: 2, facilityId: 'F-RET-1', volume: '4000' },
      { line: 3, facilityId: 'F-RET-2', volume: '4000' },
    ]);
    expect(loaded.rejected.badRows).toBe(0);
    // Only what was loaded for round B is in the FIT supply account: nothing of round A is left.
    expect(await poolBalance(db, 'fit_supply')).toBe(8_000);
    expect(fitLines(await ops(db, 'show', b.marketNo))).toEqual([
      '  FIT供給: 2 設備、8,000 kWh',
      '  FIT供給の約定量・返還量: 約定処理時に確定（売れ残りは認定元へ返還）',
    ]);
    await placeBuy(db, buyer, { productCd: 1, price: '1.20', volume: 1_000 });
    await closeWindow(db, b.marketNo);
    expect((await clearAuction(db, OPERATOR, b.marketNo)).contractedVolume).toBe(1_000);
    expect(await poolBalance(db, 'fit_supply')).toBe(0);
    expect(await poolBalance(db, 'certification_source')).toBe(-3_000);

    expect(await returnEntries(db)).toEqual([
      {
        kind: 'clearing',
        reference: `市場番号 ${a.marketNo} FIT供給 売れ残り返還`,
        postings: 2,
        net: 0,
        returned: 6_000,
        pooled: true,
      },
      {
        kind: 'clearing',
        reference: `市場番号 ${b.marketNo} FIT供給 売れ残り返還`,
        postings: 2,
        net: 0,
        returned: 7_000,
        pooled: true,
      },
    ]);
    // A repeated clear still does nothing.
    expect(await clearAuction(db, OPERATOR, b.marketNo)).toMatchObject({
      alreadyCleared: true,
      fitSupplyReturned: null,
    });
    expect(await returnEntries(db)).toHaveLength(2);
  });

  it('returns the whole supply of a clearing without bids, and ops clear says so', async () => {
    const c = (await createRoundAuctions(db, { roundNo: 3, products: [1] }))[1];
    await loadFitSupply(db, OPERATOR, c.marketNo, [{ line: 2, facilityId: 'F-RET-1', volume: '1500' }]);
    await closeWindow(db, c.marketNo);
    const cleared = await ops(db, 'clear', c.marketNo);
    expect(cleared.at(-3)).toMatch(/約定処理が完了しました（[\d.]+ 秒）: 約定量 0 kWh/);
    expect(cleared.at(-2)).toBe('  結果: 約定なし、約定量 0 kWh、入札会員 0 社、約定会員 0 社');
    expect(cleared.at(-1)).toBe(
      `市場番号 ${c.marketNo} のFIT供給の売れ残り 1 設備、1,500 kWh を認定元へ返還しました。`,
    );
    expect(await poolBalance(db, 'fit_supply')).toBe(0);
    expect(fitLines(await ops(db, 'show', c.marketNo))).toEqual([
      '  FIT供給: 1 設備、1,500 kWh',
      '  FIT供給の約定量: 0 kWh',
      '  FIT供給の返還量: 1 設備、1,500 kWh（認定元へ返還済み）',
    ]);
  });

  it('return-fit-supply returns the rest an auction cleared before the change left, once, and refuses an uncleared one', async () => {
    const d = (await createRoundAuctions(db, { roundNo: 4, products: [1] }))[1];
    await loadFitSupply(db, OPERATOR, d.marketNo, [
      { line: 2, facilityId: 'F-RET-1', volume: '3000' },
      { line: 3, facilityId: 'F-RET-2', volume: '1000' },
    ]);
    await placeBuy(db, buyer, { productCd: 1, price: '1.00', volume: 1_000 });
    await expect(ops(db, 'return-fit-supply', d.marketNo)).rejects.toMatchObject({
      code: 'C_SH_006',
      message: `市場番号 ${d.marketNo} は約定処理前です。売れ残りのFIT供給は約定処理のときに返還されます。`,
    });
    await closeWindow(db, d.marketNo);
    await clearedAsBeforeTheChange(db, d.id, d.marketNo);
    expect(await poolBalance(db, 'fit_supply')).toBe(3_000);
    expect(fitLines(await ops(db, 'show', d.marketNo))).toEqual([
      '  FIT供給: 2 設備、4,000 kWh',
      '  FIT供給の約定量: 1,000 kWh',
      `  FIT供給の返還量: 0 設備、0 kWh（未返還 3,000 kWh: return-fit-supply --market-no ${d.marketNo} で返還できます）`,
    ]);

    expect(await ops(db, 'return-fit-supply', d.marketNo)).toEqual([
      `市場番号 ${d.marketNo} のFIT供給の売れ残り 2 設備、3,000 kWh を認定元へ返還しました。`,
    ]);
    expect(await poolBalance(db, 'fit_supply')).toBe(0);
    expect(await ops(db, 'return-fit-supply', d.marketNo)).toEqual([
      `市場番号 ${d.marketNo} のFIT供給の売れ残りは返還済みです（2 設備、3,000 kWh）。`,
    ]);
    expect((await returnEntries(db)).at(-1)).toMatchObject({ returned: 3_000, net: 0, pooled: true });
    expect(fitLines(await ops(db, 'show', d.marketNo))).toContain(
      '  FIT供給の返還量: 2 設備、3,000 kWh（認定元へ返還済み）',
    );
    // The clearing of round 1 returned its rest itself: nothing more to do.
    const [first] = await db.select().from(auctions).where(eq(auctions.roundNo, 1));
    expect(await ops(db, 'return-fit-supply', first!.marketNo)).toEqual([
      `市場番号 ${first!.marketNo} のFIT供給の売れ残りは返還済みです（2 設備、6,000 kWh）。`,
    ]);
  });

  it('refuses the whole clearing when the FIT supply holds less than it sold and returns, writing nothing', async () => {
    const f = (await createRoundAuctions(db, { fiscalYear: 2025, roundNo: 2, products: [1] }))[1];
    await insertFacilities(db, [{ id: 'F-RET-SHORT', isFit: true }]);
    // The auction offers 10,000 kWh, but only 6,000 kWh ever reached the FIT supply's pool line.
    await db.transaction(async (tx) => {
      await writeFitSupply(tx, f, [{ facilityId: 'F-RET-SHORT', volume: 6_000 }], {
        actor: 'test',
        businessDate: '2026-11-22',
      });
      await tx.update(auctionSupplies).set({ volume: 10_000 }).where(eq(auctionSupplies.auctionId, f.id));
    });
    await placeBuy(db, buyer, { productCd: 1, price: '1.00', volume: 1_000 });
    await closeWindow(db, f.marketNo);
    await expect(clearAuction(db, OPERATOR, f.marketNo)).rejects.toMatchObject({ code: 'C_AC_001' });
    const [after] = await db.select().from(auctions).where(eq(auctions.id, f.id));
    expect(after!.clearedAt).toBeNull();
    expect(await db.select().from(allocationTotals).where(eq(allocationTotals.auctionId, f.id))).toEqual([]);
    expect(await poolBalance(db, 'fit_supply', 2025)).toBe(6_000);
    const lot = await db.execute(sql`select to_regclass(${`holdings_lot_${f.marketNo}`}) is null as gone`);
    expect((lot as unknown as { rows: { gone: boolean }[] }).rows[0]!.gone).toBe(true);
    expect((await returnEntries(db)).map((e) => e.reference)).not.toContain(
      `市場番号 ${f.marketNo} FIT供給 売れ残り返還`,
    );
  });

  it('return-fit-supply finds nothing to return where a clearing sold everything, and refuses a non-FIT auction', async () => {
    const e = await createRoundAuctions(db, { fiscalYear: 2025, roundNo: 1, products: [1, 3] });
    await loadFitSupply(db, OPERATOR, e[1].marketNo, [{ line: 2, facilityId: 'F-RET-2', volume: '2000' }]);
    await placeBuy(db, buyer, { productCd: 1, price: '1.00', volume: 2_000 });
    await closeWindow(db, e[1].marketNo);
    expect((await clearAuction(db, OPERATOR, e[1].marketNo)).fitSupplyReturned).toEqual({ facilities: 0, volume: 0 });
    expect(fitLines(await ops(db, 'show', e[1].marketNo)).at(-1)).toBe('  FIT供給の返還量: 0 kWh（売れ残りなし）');
    expect(await ops(db, 'return-fit-supply', e[1].marketNo)).toEqual([
      `市場番号 ${e[1].marketNo} のFIT供給に売れ残りはありません。`,
    ]);
    await expect(ops(db, 'return-fit-supply', e[3].marketNo)).rejects.toMatchObject({ code: 'C_SH_001' });
  });
});

/**
 * What a FIT clearing left before decision 0011: its one bid filled from F-RET-1 (a per-facility
 * allocation row and the bid result, as clearings then wrote them), the buyer's line credited from
 * the FIT supply, the auction marked cleared, and no return: the rest stays in the FIT supply
 * (migration 0014 moved such rests into the pool line).
 */
async function clearedAsBeforeTheChange(db: Db, auctionId: number, marketNo: number) {
  const [bid] = await activeBids(db, auctionId);
  await db.transaction(async (tx) => {
    await tx
      .insert(allocations)
      .values({ auctionId, buyBidId: bid!.id, facilityId: 'F-RET-1', volume: bid!.volume, source: 'random' });
    await tx.insert(bidResults).values({
      bidId: bid!.id,
      auctionId,
      organizationId: bid!.organizationId,
      contractedVolume: bid!.volume,
      contractedPriceCents: bid!.priceCents,
      amountYen: 0,
      status: '約定',
    });
    const built = buildClearingDeliveries({
      targetYear: 2026,
      productCd: 1,
      deliveries: [
        { sellerMemberId: null, buyerMemberId: bid!.organizationId, facilityId: 'F-RET-1', volume: bid!.volume },
      ],
    });
    if (!built.ok) throw new Error(built.error.message);
    await persistEntry(tx, built.value, {
      actor: 'test',
      businessDate: '2026-11-22',
      reference: `市場番号 ${marketNo}`,
    });
    await tx.update(auctions).set({ clearedAt: new Date() }).where(eq(auctions.id, auctionId));
  });
}
