import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import {
  activeBids,
  createRoundAuctions,
  HOUR,
  lineOf,
  organizationIdsOf,
  placeBuy,
  placeSell,
  setWindow,
  type AuctionRow,
} from '../fixtures/auction-fixtures';
import { auditLog, organizations } from '../../src/lib/server/db/schema';
import type { Db } from '../../src/lib/server/db';
import {
  changeParticipation,
  updateParticipation,
} from '../../src/lib/server/services/organizations/update-participation';

const OPERATOR = { type: 'operator', name: 'ops:test' } as const;

async function flagsOf(db: Db, memberNumber: string) {
  const [o] = await db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
  return { fitParticipation: o!.fitParticipation, nonFitParticipation: o!.nonFitParticipation };
}

/*
 * Leaving a market cancels the member's bids in its open auctions, in the change's transaction,
 * once their number is confirmed (docs/domain.md#market-participation); a closed book is left alone.
 */
describe.each(testTargets())('leaving a market with open bids on %s', (target) => {
  let t: TestDatabase;
  let db: Db;
  let round: Record<1 | 2 | 3, AuctionRow>;
  beforeAll(async () => {
    t = await freshDatabase(target);
    db = t.database.db;
    await seedLedgerWorld(db);
    round = await createRoundAuctions(db, { roundNo: 1 });
  });
  afterAll(async () => t?.drop());

  it('refuses to leave without the confirmed count, naming it, and changes nothing', async () => {
    const sakura = await authOf(db, 'sakura01');
    await placeBuy(db, sakura, { productCd: 1, price: '1.20', volume: 10_000 });
    await placeBuy(db, sakura, { productCd: 1, price: '1.10', volume: 5_000 });
    await placeBuy(db, sakura, { productCd: 2, price: '0.90', volume: 5_000 });
    for (const cancelOpenBids of [undefined, 0, 1, 3])
      await expect(
        updateParticipation(db, sakura, { fitParticipation: false, nonFitParticipation: true, cancelOpenBids }),
      ).rejects.toMatchObject({
        status: 409,
        code: 'C_BD_007',
        message: expect.stringContaining('受付中の入札が 2 件あります'),
      });
    expect(await flagsOf(db, '1001')).toEqual({ fitParticipation: true, nonFitParticipation: true });
    expect(await activeBids(db, round[1].id)).toHaveLength(2);
  });

  it('cancels the left market’s open bids with the confirmed change, and keeps the other market’s', async () => {
    const sakura = await authOf(db, 'sakura01');
    const info = await updateParticipation(db, sakura, {
      fitParticipation: false,
      nonFitParticipation: true,
      cancelOpenBids: 2,
    });
    expect(info).toMatchObject({ fitParticipation: false, nonFitParticipation: true });
    expect(await activeBids(db, round[1].id)).toHaveLength(0);
    expect(await activeBids(db, round[2].id)).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'bid.delete'));
    expect(audits.map((a) => a.entityId)).toEqual([String(round[1].marketNo)]);
    // Out of the market, a new FIT bid is refused; switching it back on needs no count.
    await expect(
      placeBuy(db, await authOf(db, 'sakura01'), { productCd: 1, price: '1.20', volume: 1_000 }),
    ).rejects.toMatchObject({
      code: 'C_BD_002',
    });
    await updateParticipation(db, sakura, { fitParticipation: true, nonFitParticipation: true });
  });

  it('releases a sell bid’s reservation by the rule 入札取消 uses, also when an operator makes the change', async () => {
    const aozora = await authOf(db, 'aozora01');
    const aozoraOrg = (await organizationIdsOf(db, ['3001'])).get('3001')!;
    await placeSell(db, aozora, { productCd: 2, price: '0.80', volume: 30_000, equipmentId: 'N-T1' });
    expect(await lineOf(db, aozoraOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 30_000 });
    await expect(
      changeParticipation(
        db,
        OPERATOR,
        { memberNumber: '3001' },
        { fitParticipation: false, nonFitParticipation: false },
      ),
    ).rejects.toMatchObject({ code: 'C_BD_007' });
    expect(await lineOf(db, aozoraOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 30_000 });
    await changeParticipation(
      db,
      OPERATOR,
      { memberNumber: '3001' },
      { fitParticipation: false, nonFitParticipation: false, cancelOpenBids: 1 },
    );
    expect(await lineOf(db, aozoraOrg, 'N-T1')).toEqual({ balance: 100_000, reserved: 0 });
    const sells = (await activeBids(db, round[2].id)).filter((b) => b.organizationId === aozoraOrg);
    expect(sells).toEqual([]);
  });

  it('leaves bids of an auction already closed in its book', async () => {
    const minato = await authOf(db, 'minato01');
    await placeBuy(db, minato, { productCd: 3, price: '0.90', volume: 2_000 });
    await setWindow(db, round[3].marketNo, { closesAt: new Date(Date.now() - HOUR / 2) });
    await updateParticipation(db, minato, { fitParticipation: false, nonFitParticipation: false });
    expect(await activeBids(db, round[3].id)).toHaveLength(1);
  });
});
