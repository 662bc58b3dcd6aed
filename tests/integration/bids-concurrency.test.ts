import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import {
  auctionOf,
  createMembers,
  createRoundAuctions,
  lineOf,
  OPERATOR,
  organizationIdsOf,
  placeBuy,
  placeSell,
} from '../fixtures/auction-fixtures';
import { bids } from '../../src/lib/server/db/schema';
import { openDatabase } from '../../src/lib/server/db/client';
import { closeAuction } from '../../src/lib/server/services/auctions/close-auction';
import { isAppError } from '../../src/lib/errors/app-error';
import type { Db } from '../../src/lib/server/db';

type Outcome = { ok: true; bidNo: number; enteredAt: string } | { ok: false; status: number; code: string };

async function attempt(work: () => Promise<{ bidNo: number; enteredAt: string }>): Promise<Outcome> {
  try {
    const r = await work();
    return { ok: true, bidNo: r.bidNo, enteredAt: r.enteredAt };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { ok: false, status: e.status, code: e.code };
  }
}

/** Entry times and the close as epoch microseconds, read back from the database. */
async function lateBids(db: Db, marketNo: number): Promise<number> {
  const res = (await db.execute(
    sql`select count(*)::int as n from bids b join auctions a on a.id = b.auction_id where a.market_no = ${marketNo} and b.entered_at >= a.closes_at`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

describe.each(testTargets())('bids against the close on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target);
    await seedLedgerWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('closes at the market clock after in-flight bids, refusing every later one with 409', async () => {
    const db = t.database.db;
    await createRoundAuctions(db, { roundNo: 1, products: [2] });
    const buyer = await authOf(db, 'sakura01');
    const before = await placeBuy(db, buyer, { productCd: 2, price: '1.00', volume: 1_000 });
    const change = await closeAuction(db, OPERATOR, 202612);
    expect(change.changed).toBe(true);
    expect(change.after.closesAt.getTime()).toBeLessThanOrEqual(Date.now());
    await expect(placeBuy(db, buyer, { productCd: 2, price: '1.00', volume: 1_000 })).rejects.toMatchObject({
      status: 409,
      code: 'C_BD_001',
    });
    expect(before.bidNo).toBe(1);
    expect(await lateBids(db, 202612)).toBe(0);
    expect((await closeAuction(db, OPERATOR, 202612)).changed).toBe(false);
  });

  if (target === 'postgres') {
    it('never over-reserves one line under concurrent sell bids', async () => {
      const db = t.database.db;
      await createRoundAuctions(db, { roundNo: 2, products: [2] });
      const seller = await authOf(db, 'aozora01');
      const org = (await organizationIdsOf(db, ['3001'])).get('3001')!;
      const { reserved } = await lineOf(db, org, 'N-T1');
      expect(reserved).toBe(0);
      // 100,000 kWh on the line; 25 bids of 7,000 want 175,000.
      const outcomes = await Promise.all(
        Array.from({ length: 25 }, () =>
          attempt(() => placeSell(db, seller, { productCd: 2, price: '0.90', volume: 7_000, equipmentId: 'N-T1' })),
        ),
      );
      const accepted = outcomes.filter((o) => o.ok);
      expect(accepted).toHaveLength(14);
      expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.status === 409 && o.code === 'C_AC_001')).toBe(true);
      expect(await lineOf(db, org, 'N-T1')).toEqual({ balance: 100_000, reserved: 98_000 });
      expect(new Set(accepted.map((o) => o.ok && o.bidNo)).size).toBe(14);
      const auction = await auctionOf(db, 202622);
      const stored = await db
        .select()
        .from(bids)
        .where(and(eq(bids.auctionId, auction.id), eq(bids.status, 'active')));
      expect(stored.reduce((s, b) => s + b.volume, 0)).toBe(98_000);
    });

    it('100 members bidding while the operator closes mid-way: 200s are in the book, none after the close, the rest 409', async () => {
      const db = t.database.db;
      await createRoundAuctions(db, { roundNo: 3, products: [3] });
      const members = await createMembers(db, 100, { prefix: 'C' });
      // A second pool stands for the operator's command running beside the app servers.
      const operator = await openDatabase({ url: t.url!, poolSize: 2 });
      let answered = 0;
      let closing: Promise<unknown> | undefined;
      const outcomes: Outcome[] = [];
      try {
        await Promise.all(
          members.map(async (auth, m) => {
            for (let i = 0; i < 6; i++) {
              const outcome = await attempt(() =>
                placeBuy(db, auth, { productCd: 3, price: (0.6 + ((m + i) % 70) / 100).toFixed(2), volume: 1_000 + i }),
              );
              outcomes.push(outcome);
              if (++answered === 200) closing = closeAuction(operator.db, OPERATOR, 202633);
            }
          }),
        );
        await closing;
      } finally {
        await operator.close();
      }
      const accepted = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok);
      const refused = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      expect(outcomes).toHaveLength(600);
      expect(accepted.length).toBeGreaterThanOrEqual(200);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((o) => o.status === 409 && o.code === 'C_BD_001')).toBe(true);

      const auction = await auctionOf(db, 202633);
      const stored = await db.select().from(bids).where(eq(bids.auctionId, auction.id));
      expect(stored).toHaveLength(accepted.length);
      expect(stored.every((b) => b.status === 'active')).toBe(true);
      expect(await lateBids(db, 202633)).toBe(0);
      const closesAtIso = new Date(auction.closesAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 23);
      expect(accepted.every((o) => o.enteredAt.slice(0, 23) < closesAtIso)).toBe(true);
    });
  }
});
