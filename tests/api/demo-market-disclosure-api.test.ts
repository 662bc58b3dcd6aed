import { and, eq, gt, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import type { Db } from '../../src/lib/server/db';
import { auctions, bidResults, bids, users } from '../../src/lib/server/db/schema';
import { demoLoginsInUse } from '../../src/lib/server/services/seed';
import { marketResultListResponse } from '../../src/lib/schemas/market-results';
import { marketCurveResponse } from '../../src/lib/schemas/bids';
import { marketNoOf } from '../../src/lib/domain/auction';

const ROUND_1 = [1, 2, 3].map((productCd) => marketNoOf(2026, 1, productCd));

/** Members with a contracted bid on each side (1 sell, 2 buy) of an auction. */
async function contractedMembers(db: Db, marketNo: number): Promise<Record<number, number>> {
  const rows = await db
    .select({ side: bids.bidTypeCd, members: sql<number>`count(distinct ${bids.organizationId})::int` })
    .from(bidResults)
    .innerJoin(bids, eq(bids.id, bidResults.bidId))
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(and(eq(auctions.marketNo, marketNo), gt(bidResults.contractedVolume, 0)))
    .groupBy(bids.bidTypeCd);
  return Object.fromEntries(rows.map((r) => [r.side, r.members]));
}

/*
 * The demo shows what the market discloses: round 1 of each product is cleared with enough members
 * (the demo bidders beside the five demo logins) that the public results and every demo user's
 * curves carry figures under the disclosure rule (four members a figure, three others a step).
 */
describe.each(testTargets())('the demo market’s disclosed figures on %s', (target) => {
  let app: TestApp;
  let db: Db;
  beforeAll(async () => {
    app = await startApp(target, {}, 'demo');
    db = app.db;
  }, 300_000);
  afterAll(async () => app?.close());

  it('clears round 1 of each product with at least four contracted members on every member side', async () => {
    const [fit, renewable, unspecified] = await Promise.all(ROUND_1.map((m) => contractedMembers(db, m)));
    expect(fit![2]).toBeGreaterThanOrEqual(4);
    for (const nonFit of [renewable!, unspecified!]) {
      expect(nonFit[1]).toBeGreaterThanOrEqual(4);
      expect(nonFit[2]).toBeGreaterThanOrEqual(4);
    }
  });

  it('publishes every figure of round 1 in the public results', async () => {
    const res = await fetch(`${app.baseUrl}/api/v1/market-results?fiscalYear=2026`);
    expect(res.status).toBe(200);
    const { marketResults } = marketResultListResponse.parse(await res.json());
    const round1 = marketResults.filter((r) => r.roundNo === 1);
    expect(round1.map((r) => r.marketNo)).toEqual(ROUND_1);
    for (const r of round1) {
      expect(r.withheld, String(r.marketNo)).toEqual([]);
      expect(r.contractPrice, String(r.marketNo)).toBeGreaterThan(0);
      expect(r.contractVolume, String(r.marketNo)).toBeGreaterThan(0);
      expect(r.buyVolume, String(r.marketNo)).toBeGreaterThan(0);
      expect(r.buyerCount).toBeGreaterThanOrEqual(4);
      if (r.isFit) expect(r.fitSupplyVolume).toBeGreaterThan(0);
      else {
        expect(r.sellVolume, String(r.marketNo)).toBeGreaterThan(0);
        expect(r.sellerCount).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('draws both curves and the price for each demo user in each auction it bid in', async () => {
    const bidIn: Record<string, number[]> = {
      sakura01: [ROUND_1[0]!, ROUND_1[1]!],
      towa01: [ROUND_1[0]!],
      minato01: [ROUND_1[1]!, ROUND_1[2]!],
      aozora01: [ROUND_1[1]!, ROUND_1[2]!],
    };
    for (const [loginId, marketNos] of Object.entries(bidIn)) {
      const client = new TestClient(app.baseUrl);
      expect((await client.login(loginId, 'Demo#Pass2026')).status).toBe(200);
      for (const marketNo of marketNos) {
        const res = await client.request('GET', `/api/v1/bid-results/curve?marketNo=${marketNo}`);
        const at = `${loginId} ${marketNo}`;
        expect(res.status, at).toBe(200);
        const curve = marketCurveResponse.parse(await res.json());
        expect(curve.demand.length, at).toBeGreaterThan(0);
        expect(curve.supply.length, at).toBeGreaterThan(0);
        if (marketNo !== ROUND_1[0]) expect(curve.clearingPrice, at).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the five demo logins and gives the demo bidders no usable login', async () => {
    expect((await demoLoginsInUse(db)).map((u) => u.loginId)).toEqual([
      'sakura01',
      'sakura02',
      'minato01',
      'towa01',
      'aozora01',
    ]);
    const open = await db
      .select({ loginId: users.loginId })
      .from(users)
      .where(and(like(users.loginId, 'demo-bidder-%'), isNull(users.lockedAt)));
    expect(open).toEqual([]);
  });
});
