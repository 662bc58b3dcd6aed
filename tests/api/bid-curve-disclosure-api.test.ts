import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { MEMBER_PASSWORD, OPERATOR, seedDeepFitThinNonFitRound } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

/*
 * Decision record 0009: curves only for the auction's own bidders, after clearing, each step
 * combining at least three members other than the viewer. A FIT auction with seven buyers shows
 * merged steps; a non-FIT auction with one buyer and one seller shows neither curve.
 */
const FIT = 202611;
const NON_FIT = 202612;

describe.each(testTargets())('bid curve disclosure on %s', (target) => {
  let app: TestApp;
  const curveOf = async (loginId: string, marketNo: number) => {
    const client = new TestClient(app.baseUrl);
    expect((await client.login(loginId, MEMBER_PASSWORD)).status).toBe(200);
    return client.request('GET', `/api/v1/bid-results/curve?marketNo=${marketNo}`);
  };

  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    await seedDeepFitThinNonFitRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo));
  });
  afterAll(async () => app.close());

  it('merges price levels until each step holds three other members', async () => {
    const first = await curveOf('k0001-user', FIT);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.demand).toEqual([{ price: 1.2, cumulativeVolume: 70_000 }]);
    // The FIT supply is the operator's published total, not a member's bid.
    expect(body.supply).toEqual([{ price: 0.4, cumulativeVolume: 100_000 }]);
    expect(body.ownBids).toEqual([{ bidNo: 1, bidTypeCd: 2, price: 1.5, volume: 10_000, contractVolume: 10_000 }]);

    const last = await (await curveOf('k0007-user', FIT)).json();
    expect(last.demand).toEqual([
      { price: 1.4, cumulativeVolume: 30_000 },
      { price: 1.2, cumulativeVolume: 70_000 },
    ]);
  });

  it('shows neither competitor in a market of one buyer and one seller', async () => {
    for (const loginId of ['sakura01', 'aozora01']) {
      const res = await curveOf(loginId, NON_FIT);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.demand, loginId).toEqual([]);
      expect(body.supply, loginId).toEqual([]);
      expect(body.ownBids, loginId).toHaveLength(1);
    }
  });

  it('refuses the curves to a member who did not bid in the auction', async () => {
    const res = await curveOf('minato01', FIT);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'C_BD_006',
      message: 'この市場に入札していないため、需給曲線は表示できません。',
    });
  });
});
