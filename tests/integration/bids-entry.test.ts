import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import {
  activeBids,
  auctionOf,
  createRoundAuctions,
  HOUR,
  lineOf,
  organizationIdsOf,
  placeBuy,
  placeSell,
  setWindow,
  type AuctionRow,
} from '../fixtures/auction-fixtures';
import { auditLog, bidCounters, bids, systemSettings } from '../../src/lib/server/db/schema';
import { deleteBids } from '../../src/lib/server/services/bids/delete-bids';
import { listBids } from '../../src/lib/server/services/bids/list-bids';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

describe.each(testTargets())('bid entry and deletion on %s', (target) => {
  let t: TestDatabase;
  let round: Record<1 | 2 | 3, AuctionRow>;
  let seller: AuthContext;
  let buyer: AuthContext;
  let sellerOrg: number;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
    round = await createRoundAuctions(t.database.db, { roundNo: 1 });
    seller = await authOf(t.database.db, 'aozora01');
    buyer = await authOf(t.database.db, 'sakura01');
    sellerOrg = (await organizationIdsOf(t.database.db, ['3001'])).get('3001')!;
  });
  afterAll(async () => t.drop());

  it('reserves a sell bid on the authorized line and releases it when the bid is deleted', async () => {
    const db = t.database.db;
    const entered = await placeSell(db, seller, { productCd: 2, price: '0.80', volume: 30_000, equipmentId: 'N-T1' });
    expect(entered).toMatchObject({ marketNo: 202612, bidNo: 1 });
    expect(entered.enteredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+09:00$/);
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 30_000 });

    const [row] = await db
      .select()
      .from(bids)
      .where(and(eq(bids.auctionId, round[2].id), eq(bids.bidNo, 1), eq(bids.organizationId, sellerOrg)));
    expect(row).toMatchObject({ bidTypeCd: 1, priceCents: 80, volume: 30_000, facilityId: 'N-T1', status: 'active' });
    expect(row!.holdingId).not.toBeNull();

    expect(await deleteBids(db, seller, { productCd: 2, bidNo: 1 })).toEqual({ deletedCount: 1 });
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 0 });
    // Deleting it again finds nothing: the release is never applied twice.
    await expect(deleteBids(db, seller, { productCd: 2, bidNo: 1 })).rejects.toMatchObject({
      status: 404,
      code: 'C_SH_002',
    });
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 0 });
  });

  it('never reserves more than is available on the line (409), and keeps what was reserved', async () => {
    const db = t.database.db;
    await placeSell(db, seller, { productCd: 2, price: '0.90', volume: 70_000, equipmentId: 'N-T1' });
    await expect(
      placeSell(db, seller, { productCd: 2, price: '0.90', volume: 30_001, equipmentId: 'N-T1' }),
    ).rejects.toMatchObject({ status: 409, code: 'C_AC_001' });
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 70_000 });
    // The refused bid used no number: numbering rolled back with it.
    const next = await placeSell(db, seller, { productCd: 2, price: '0.90', volume: 30_000, equipmentId: 'N-T1' });
    expect(next.bidNo).toBe(3);
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 100_000 });
    expect(await deleteBids(db, seller, { productCd: 2 })).toEqual({ deletedCount: 2 });
    expect(await lineOf(db, sellerOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 0 });
  });

  it('refuses a sell bid from a line the member does not hold, and a FIT sell', async () => {
    const db = t.database.db;
    await expect(
      placeSell(db, buyer, { productCd: 2, price: '0.90', volume: 1_000, equipmentId: 'N-T1' }),
    ).rejects.toMatchObject({ status: 422, code: 'C_BD_005' });
    // Product 3 of the same facility was never certified to the seller.
    await expect(
      placeSell(db, seller, { productCd: 3, price: '0.90', volume: 1_000, equipmentId: 'N-T1' }),
    ).rejects.toMatchObject({ code: 'C_BD_005' });
    await expect(
      placeSell(db, seller, { productCd: 1 as 2, price: '0.90', volume: 1_000, equipmentId: 'F-T1' }),
    ).rejects.toThrow('売り入札は非FIT非化石証書のみです。');
  });

  it('numbers bids per member and auction, stamps them in order, and lists only the caller’s', async () => {
    const db = t.database.db;
    const a = await placeBuy(db, buyer, { productCd: 3, price: '1.00', volume: 1_000 });
    const b = await placeBuy(db, buyer, { productCd: 3, price: '1.01', volume: 2_000 });
    const other = await placeBuy(db, await authOf(db, 'minato01'), { productCd: 3, price: '1.02', volume: 3_000 });
    expect([a.bidNo, b.bidNo, other.bidNo]).toEqual([1, 2, 1]);
    expect(a.enteredAt < b.enteredAt).toBe(true);
    const [counter] = await db
      .select()
      .from(bidCounters)
      .where(and(eq(bidCounters.auctionId, round[3].id), eq(bidCounters.organizationId, buyer.organizationId)));
    expect(counter!.lastBidNo).toBe(2);
    const list = await listBids(db, await authOf(db, 'sakura01'), { productCd: 3, offset: 0, limit: 10, count: true });
    expect(list.count).toBe(2);
    expect(list.participating).toBe(true);
    expect(list.auction).toMatchObject({ marketNo: 202613, state: 'open' });
    expect(list.auction!.closesAt).toMatch(/\+09:00$/);
    expect(list.bidList.map((x) => [x.bidNo, x.unitPrice, x.volume])).toEqual([
      [1, 1, 1_000],
      [2, 1.01, 2_000],
    ]);
    expect(list.bidList[0]!.enteredAt).toBe(a.enteredAt);
  });

  it('stores FIT tracking preferences and refuses a preference naming a non-FIT or unknown facility', async () => {
    const db = t.database.db;
    const prefs = [{ equipmentId: 'F-T1' }, { prefectureCd: '130001', reTypeCd: 1 }];
    const entered = await placeBuy(db, buyer, { productCd: 1, price: '1.20', volume: 5_000, preferences: prefs });
    const [row] = await db
      .select()
      .from(bids)
      .where(
        and(
          eq(bids.auctionId, round[1].id),
          eq(bids.bidNo, entered.bidNo),
          eq(bids.organizationId, buyer.organizationId),
        ),
      );
    expect(row!.preferences).toEqual(prefs);
    await expect(
      placeBuy(db, buyer, { productCd: 1, price: '1.20', volume: 5_000, preferences: [{ equipmentId: 'N-T1' }] }),
    ).rejects.toMatchObject({ status: 422, code: 'C_BD_004' });
    await expect(
      placeBuy(db, buyer, { productCd: 1, price: '1.20', volume: 5_000, preferences: [{ equipmentId: 'NO-SUCH' }] }),
    ).rejects.toMatchObject({ status: 422, code: 'C_BD_004' });
  });

  it('answers a repeated Idempotency-Key with the first answer and enters one bid', async () => {
    const db = t.database.db;
    const before = (await activeBids(db, round[2].id)).length;
    const first = await placeBuy(db, buyer, {
      productCd: 2,
      price: '1.10',
      volume: 4_000,
      idempotencyKey: 'bid-key-1',
    });
    const again = await placeBuy(db, buyer, {
      productCd: 2,
      price: '1.10',
      volume: 4_000,
      idempotencyKey: 'bid-key-1',
    });
    expect(again).toEqual(first);
    expect((await activeBids(db, round[2].id)).length).toBe(before + 1);
    await expect(
      placeBuy(db, buyer, { productCd: 2, price: '1.11', volume: 4_000, idempotencyKey: 'bid-key-1' }),
    ).rejects.toMatchObject({ code: 'C_SH_015' });
  });

  it('applies participation, band and volume checks after the open check, in that order', async () => {
    const db = t.database.db;
    const towa = await authOf(db, 'towa01');
    await expect(placeBuy(db, towa, { productCd: 2, price: '0.10', volume: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'C_BD_002',
    });
    await expect(placeBuy(db, buyer, { productCd: 2, price: '0.59', volume: 999 })).rejects.toMatchObject({
      status: 422,
      message: '単価は0.60円/kWh以上で入力してください。',
      fieldErrors: [
        { field: 'unitPrice', message: '単価は0.60円/kWh以上で入力してください。' },
        { field: 'volume', message: '入札量は1,000kWh以上で入力してください。' },
      ],
    });
    await expect(placeBuy(db, buyer, { productCd: 1, price: '4.01', volume: 1_000 })).rejects.toMatchObject({
      message: '単価は4.00円/kWh以下で入力してください。',
    });
  });

  it('refuses entry and deletion once the window has closed, even by a millisecond', async () => {
    const db = t.database.db;
    await placeBuy(db, buyer, { productCd: 3, price: '1.00', volume: 1_000 });
    await setWindow(db, 202613, { closesAt: new Date(Date.now() - 1) });
    await expect(placeBuy(db, buyer, { productCd: 3, price: '1.00', volume: 1_000 })).rejects.toMatchObject({
      status: 409,
      code: 'C_BD_001',
    });
    await expect(deleteBids(db, buyer, { productCd: 3 })).rejects.toMatchObject({ status: 409, code: 'C_BD_001' });
    const list = await listBids(db, await authOf(db, 'sakura01'), { productCd: 3, offset: 0, limit: 10, count: true });
    expect(list.auction!.state).toBe('closed');
    expect(list.count).toBe(3);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'bid.enter'));
    expect(audits.length).toBeGreaterThan(5);
    const late = (await db.execute(
      sql`select count(*)::int as n from bids b join auctions a on a.id = b.auction_id where a.market_no = 202613 and b.entered_at >= a.closes_at`,
    )) as unknown as { rows: { n: number }[] };
    expect(late.rows[0]!.n).toBe(0);
  });
  it('after the close, names the next scheduled auction only when it opens this or next fiscal year', async () => {
    const db = t.database.db;
    await setWindow(db, 202613, { closesAt: new Date(Date.now() - 1) });
    const YEAR = 365 * 24 * HOUR;
    await createRoundAuctions(db, { roundNo: 3, products: [3], opensInMs: 3 * YEAR, closesInMs: 3 * YEAR + HOUR });
    await expect(placeBuy(db, buyer, { productCd: 3, price: '1.00', volume: 1_000 })).rejects.toMatchObject({
      status: 409,
      code: 'C_BD_001',
      message: 'この市場は現在入札を受け付けていません。今年度・来年度に受付予定の市場はありません。',
    });
    await createRoundAuctions(db, { roundNo: 2, products: [3], opensInMs: 30 * 24 * HOUR, closesInMs: 31 * 24 * HOUR });
    await expect(placeBuy(db, buyer, { productCd: 3, price: '1.00', volume: 1_000 })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        /^この市場は現在入札を受け付けていません。市場番号 202623 の入札受付はまだ始まっていません/,
      ),
    });
  });
  it('keeps the bids of a closed auction listed, read-only, while the next auction of the product is open', async () => {
    const db = t.database.db;
    // 202613 closed with sakura01's three bids, not cleared; round 2 of the product opens now.
    await setWindow(db, 202623, { opensAt: new Date(Date.now() - HOUR), closesAt: new Date(Date.now() + HOUR) });
    const auth = await authOf(db, 'sakura01');
    const list = await listBids(db, auth, { productCd: 3, offset: 0, limit: 10, count: true });
    expect(list.auction).toMatchObject({ marketNo: 202623, state: 'open' });
    expect(list.count).toBe(0);
    expect(list.awaitingClearing).toEqual([
      {
        marketNo: 202613,
        fiscalYear: round[3].fiscalYear,
        roundNo: 1,
        closesAt: expect.stringMatching(/\+09:00$/),
        bidCount: 3,
      },
    ]);
    const closed = await listBids(db, auth, { productCd: 3, marketNo: 202613, offset: 0, limit: 2, count: true });
    expect(closed.auction).toMatchObject({ marketNo: 202613, state: 'closed' });
    expect(closed.count).toBe(3);
    expect(closed.bidList.map((b) => b.bidNo)).toEqual([1, 2]);
    expect(closed.awaitingClearing).toEqual([]);
    // Another member with no bids there has nothing waiting; a number that is not an uncleared
    // auction of the product lists nothing.
    const other = await listBids(db, seller, { productCd: 3, offset: 0, limit: 10, count: true });
    expect(other.awaitingClearing).toEqual([]);
    const none = await listBids(db, auth, { productCd: 2, marketNo: 202613, offset: 0, limit: 10, count: true });
    expect(none).toMatchObject({ auction: null, bidList: [], count: 0 });
    // Its bids cannot be deleted: deletion is of the open auction's bids.
    expect(await deleteBids(db, buyer, { productCd: 3 })).toEqual({ deletedCount: 0 });
    expect(
      (await listBids(db, auth, { productCd: 3, marketNo: 202613, offset: 0, limit: 10, count: true })).count,
    ).toBe(3);
  });
  it('judges and stamps bids by the market clock when the operator fixes the business date', async () => {
    const db = t.database.db;
    const realToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const fixed = realToday === '2026-06-01' ? '2026-06-02' : '2026-06-01';
    const shift = Date.parse(`${fixed}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`);
    await db.update(systemSettings).set({ businessDate: fixed }).where(eq(systemSettings.id, 1));
    try {
      // Round 4 is open around the market clock only: by the real clock it is days away.
      await createRoundAuctions(db, {
        roundNo: 4,
        products: [2],
        opensInMs: shift - 60_000,
        closesInMs: shift + 60_000,
      });
      const entered = await placeBuy(db, buyer, { productCd: 2, price: '1.00', volume: 1_000 });
      expect(entered.marketNo).toBe(202642);
      expect(entered.enteredAt.slice(0, 10)).toBe(fixed);
      const a = await auctionOf(db, 202642);
      expect(entered.enteredAt < new Date(a.closesAt.getTime() + 9 * 3_600_000).toISOString().replace('Z', '')).toBe(
        true,
      );
    } finally {
      await db.update(systemSettings).set({ businessDate: null }).where(eq(systemSettings.id, 1));
    }
  });
});
