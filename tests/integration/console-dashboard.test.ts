import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { authOf } from '../fixtures/ledger-world';
import { getDashboard } from '../../src/lib/server/services/console/get-dashboard';
import { createRound } from '../../src/lib/server/services/auctions/create-round';
import { enterBuyBid } from '../../src/lib/server/services/bids/enter-buy-bid';
import { bidBuyRequest } from '../../src/lib/schemas/bids';
import { listAuctions } from '../../src/lib/server/services/auctions/list-auctions';
import { getSystemState } from '../../src/lib/server/services/system/system-state';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';

const ACTOR = { type: 'operator', name: 'ops:test' } as const;

describe.each(testTargets())('the console dashboard on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(target, { seed: 'demo' });
  });
  afterAll(async () => t.drop());

  it('reads what ops status and ops list-auctions read: the open round, the next one, bids, the last clearing', async () => {
    const db = t.database.db;
    const before = await getDashboard(db);
    // The demo: round 1 of FY2026 cleared, round 2 open, nothing after it.
    expect(before.currentRound).toMatchObject({ fiscalYear: 2026, roundNo: 2 });
    expect(before.currentRound!.auctions.map((a) => a.state)).toEqual(['open', 'open', 'open']);
    expect(before.nextRound).toBeNull();
    expect(before.lastClearing.map((c) => c.marketNo)).toEqual([202611, 202612, 202613]);
    for (const c of before.lastClearing) expect(c.contractedPrice).toMatch(/^\d+\.\d{2}(～\d+\.\d{2})?$/);

    const sakura = await authOf(db, 'sakura01');
    await enterBuyBid(db, sakura, bidBuyRequest.parse({ productCd: 3, unitPrice: 0.9, volume: 5000 }));
    await enterBuyBid(db, sakura, bidBuyRequest.parse({ productCd: 3, unitPrice: 0.95, volume: 5000 }));
    const opensAt = new Date(Date.now() + 30 * 86_400_000);
    await createRound(db, ACTOR, {
      fiscalYear: 2026,
      roundNo: 3,
      opensAt,
      closesAt: new Date(opensAt.getTime() + 7 * 86_400_000),
    });
    await updateSystemSettings(db, ACTOR, { maintenance: true });

    const after = await getDashboard(db);
    const listed = await listAuctions(db, 2026);
    const round2 = listed.filter((r) => r.auction.roundNo === 2);
    expect(after.currentRound!.auctions.map((a) => a.activeBids)).toEqual(round2.map((r) => r.activeBids));
    expect(after.currentRound!.auctions.find((a) => a.productCd === 3)!.activeBids).toBe(
      before.currentRound!.auctions.find((a) => a.productCd === 3)!.activeBids + 2,
    );
    expect(after.nextRound).toMatchObject({ fiscalYear: 2026, roundNo: 3 });
    expect(after.nextRound!.auctions.every((a) => a.state === 'scheduled' && a.activeBids === 0)).toBe(true);
    const state = await getSystemState(db);
    expect(after).toMatchObject({ businessDate: state.businessDate, maintenance: true });
  });
});
