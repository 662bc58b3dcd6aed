import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { OPERATOR, organizationIdsOf, seedClearedRound } from '../fixtures/auction-fixtures';
import { bids } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

const PASSWORD = 'Demo#Pass2026';
const RESULTS = '/api/v1/bid-results?fiscalYear=2026&offset=0&limit=50&count=true';

async function signedIn(app: TestApp, loginId: string): Promise<TestClient> {
  const client = new TestClient(app.baseUrl);
  expect((await client.login(loginId, PASSWORD)).status).toBe(200);
  return client;
}

describe.each(testTargets())('bid results API on %s', (target) => {
  let app: TestApp;
  let round1: Awaited<ReturnType<typeof seedClearedRound>>['round1'];
  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    ({ round1 } = await seedClearedRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo)));
  });
  afterAll(async () => app.close());

  it('answers each member with its own results only, with the market summaries', async () => {
    const orgs = await organizationIdsOf(app.db, ['1001', '1002', '3001', '2001']);
    const expected: Record<string, [string, number, unknown[]]> = {
      sakura01: [
        '1001',
        2,
        [
          {
            marketNo: 202612,
            bidNo: 1,
            bidTypeCd: 2,
            bidPrice: 1,
            bidVolume: 40_000,
            contractPrice: 0.8,
            contractVolume: 40_000,
            amount: 32_000,
            status: '約定',
          },
        ],
      ],
      minato01: [
        '1002',
        2,
        [
          {
            marketNo: 202612,
            bidNo: 1,
            bidTypeCd: 2,
            bidPrice: 0.7,
            bidVolume: 40_000,
            contractPrice: null,
            contractVolume: 0,
            amount: 0,
            status: '不約定',
          },
        ],
      ],
      aozora01: [
        '3001',
        2,
        [
          {
            marketNo: 202612,
            bidNo: 1,
            bidTypeCd: 1,
            bidPrice: 0.8,
            bidVolume: 60_000,
            contractPrice: 0.8,
            contractVolume: 40_000,
            amount: 32_000,
            status: '一部約定',
          },
        ],
      ],
      towa01: [
        '2001',
        1,
        [
          {
            marketNo: 202611,
            bidNo: 1,
            bidTypeCd: 2,
            bidPrice: 0.9,
            bidVolume: 20_000,
            contractPrice: 0.9,
            contractVolume: 10_000,
            amount: 9_000,
            status: '一部約定',
          },
        ],
      ],
    };
    for (const [loginId, [memberNumber, productCd, rows]] of Object.entries(expected)) {
      const client = await signedIn(app, loginId);
      const body = await (await client.request('GET', `${RESULTS}&productCd=${productCd}`)).json();
      expect(
        body.bidResultList.map(({ roundNo: _r, ...rest }: { roundNo: number }) => rest),
        loginId,
      ).toEqual(rows);
      expect(body.count).toBe(rows.length);
      const own = await app.db
        .select()
        .from(bids)
        .where(
          and(eq(bids.organizationId, orgs.get(memberNumber)!), eq(bids.auctionId, round1[productCd as 1 | 2].id)),
        );
      expect(body.bidResultList).toHaveLength(own.length);
      expect(body.marketSummaries).toEqual([
        expect.objectContaining({
          marketNo: 202610 + productCd,
          method: productCd === 1 ? 'multi-price' : 'single-price',
        }),
      ]);
    }
  });

  it('filters by market number and side, pages, and shows nothing for an uncleared auction', async () => {
    const aozora = await signedIn(app, 'aozora01');
    const sells = await (await aozora.request('GET', `${RESULTS}&productCd=2&bidTypeCd=1`)).json();
    expect(sells.bidResultList).toHaveLength(1);
    const buys = await (await aozora.request('GET', `${RESULTS}&productCd=2&bidTypeCd=2`)).json();
    expect(buys).toMatchObject({ bidResultList: [], count: 0 });
    const other = await (await aozora.request('GET', `${RESULTS}&productCd=2&marketNo=202622`)).json();
    expect(other).toEqual({ bidResultList: [], count: 0, marketSummaries: [] });
    const noCount = await (
      await aozora.request('GET', '/api/v1/bid-results?fiscalYear=2026&productCd=2&offset=1&limit=1&count=false')
    ).json();
    expect(noCount.bidResultList).toEqual([]);
    expect(noCount).not.toHaveProperty('count');
  });

  it('draws the curves only for bidders, withholding levels of fewer than three other members (decision 0009)', async () => {
    const sakura = await signedIn(app, 'sakura01');
    const res = await sakura.request('GET', '/api/v1/bid-results/curve?marketNo=202612');
    expect(res.status).toBe(200);
    // One other buyer and one seller: neither curve may be drawn (tests/api/bid-curve-disclosure-api.test.ts
    // covers merged levels in a deeper market).
    expect(await res.json()).toEqual({
      marketNo: 202612,
      demand: [],
      supply: [],
      clearingPrice: 0.8,
      ownBids: [{ bidNo: 1, bidTypeCd: 2, price: 1, volume: 40_000, contractVolume: 40_000 }],
    });
    const towa = await signedIn(app, 'towa01');
    const fit = await (await towa.request('GET', '/api/v1/bid-results/curve?marketNo=202611')).json();
    // Two buyers: the contract is withheld, and so is the FIT supply (contract = min(supply, demand),
    // and towa01 knows its own fill), as the public results withhold it (decision 0030).
    expect(fit.supply).toEqual([]);
    expect(fit.demand).toEqual([]);
    expect(fit.clearingPrice).toBeNull();
    expect(fit.ownBids).toEqual([{ bidNo: 1, bidTypeCd: 2, price: 0.9, volume: 20_000, contractVolume: 10_000 }]);
    const stranger = await (
      await signedIn(app, 'minato01')
    ).request('GET', '/api/v1/bid-results/curve?marketNo=202611');
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).code).toBe('C_BD_006');

    // minato01 bid in 202612 without a contract: the thin market's single price is aozora01's ask.
    const unfilled = await (
      await signedIn(app, 'minato01')
    ).request('GET', '/api/v1/bid-results/curve?marketNo=202612');
    expect(await unfilled.json()).toMatchObject({ clearingPrice: null, ownBids: [{ price: 0.7, contractVolume: 0 }] });

    const open = await sakura.request('GET', '/api/v1/bid-results/curve?marketNo=202622');
    expect(open.status).toBe(409);
    expect((await open.json()).code).toBe('C_BD_003');
    const missing = await sakura.request('GET', '/api/v1/bid-results/curve?marketNo=209999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('C_SH_002');
  });

  it('publishes the market summaries without login, with nothing about any member', async () => {
    const anonymous = new TestClient(app.baseUrl);
    const res = await anonymous.request('GET', '/api/v1/market-summaries?fiscalYear=2026');
    expect(res.status).toBe(200);
    const { marketSummaries } = await res.json();
    expect(marketSummaries.map((s: { marketNo: number }) => s.marketNo)).toEqual([202613, 202612, 202611]); // newest first, as the results table
    // Three members bid in 202612 and two in 202611: each member could read the others' bids out of
    // a price or total, so only the counts are told (decision 0022; market-results-api covers a deep market).
    expect(marketSummaries[1]).toEqual({
      marketNo: 202612,
      fiscalYear: 2026,
      roundNo: 1,
      productCd: 2,
      method: 'single-price',
      clearingPrice: null,
      minContractPrice: null,
      maxContractPrice: null,
      totalContractVolume: null,
      biddingMemberCount: 3,
      contractedMemberCount: 2,
      withheld: expect.arrayContaining(['contract']),
      clearedAt: expect.stringMatching(/\+09:00$/),
    });
    expect(marketSummaries[2]).toMatchObject({
      method: 'multi-price',
      clearingPrice: null,
      minContractPrice: null,
      maxContractPrice: null,
      totalContractVolume: null,
      withheld: expect.arrayContaining(['contract', 'supply']),
    });
    // A member who bid reads the same figures on its result screen.
    const sakura = await signedIn(app, 'sakura01');
    const own = await (await sakura.request('GET', `${RESULTS}&productCd=2&marketNo=202612`)).json();
    expect(own.marketSummaries).toEqual([marketSummaries[1]]);
    expect((await anonymous.request('GET', '/api/v1/market-summaries?fiscalYear=1999')).status).toBe(422);
    expect((await anonymous.request('GET', '/api/v1/market-summaries')).status).toBe(422);
    expect(await (await anonymous.request('GET', '/api/v1/market-summaries?fiscalYear=2025')).json()).toEqual({
      marketSummaries: [],
    });
  });

  it('documents every bid operation in the OpenAPI document', async () => {
    const doc = await (await new TestClient(app.baseUrl).request('GET', '/api/v1/openapi.json')).json();
    for (const path of [
      '/api/v1/bids/buy',
      '/api/v1/bids/non-fit-sell',
      '/api/v1/bids',
      '/api/v1/bid-results',
      '/api/v1/bid-results/curve',
      '/api/v1/market-summaries',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/v1/bids'])).toEqual(expect.arrayContaining(['get', 'delete']));
  });
});
