import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { createRoundAuctions, OPERATOR, seedDeepFitThinNonFitRound } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { marketResultListResponse } from '../../src/lib/schemas/market-results';

/*
 * Decision record 0022: the public market results of a target year. A FIT auction with seven
 * buyers publishes every figure (volume-weighted average, lowest, highest); a non-FIT auction of
 * one buyer and one seller withholds every kWh and price (only the member counts remain); an
 * auction nobody bid in shows zeros. Nothing per member, strong ETag, 304, CORS for the site.
 */
const SITE = 'https://report.example.jp';
const FIT = 202611;
const THIN = 202612;
const EMPTY = 202613;

describe.each(testTargets())('public market results on %s', (target) => {
  let app: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/v1/market-results${query}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    app = await startApp(target, { PUBLIC_REPORT_ORIGINS: SITE });
    await seedLedgerWorld(app.db);
    await seedDeepFitThinNonFitRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo), {
      nonFitSellVolume: 12_000,
    });
    // An auction still open is never listed.
    await createRoundAuctions(app.db, { roundNo: 2, products: [1] });
  });
  afterAll(async () => app.close());

  it('lists each cleared auction with the figures the thin-market rule lets through', async () => {
    const res = await get('?fiscalYear=2026');
    expect(res.status).toBe(200);
    const body = marketResultListResponse.strict().parse(await res.json());
    expect(body.fiscalYear).toBe(2026);
    expect(body.marketResults.map((r) => r.marketNo)).toEqual([FIT, THIN, EMPTY]);
    const [fit, thin, empty] = body.marketResults;
    expect(fit).toMatchObject({
      roundNo: 1,
      productCd: 1,
      productName: 'FIT非化石証書',
      isFit: true,
      // (1.50 + 2 × 1.40 + 4 × 1.20) × 10,000 kWh / 70,000 kWh
      contractPrice: 1.3,
      contractLowestPrice: 1.2,
      contractHighestPrice: 1.5,
      contractVolume: 70_000,
      buyVolume: 70_000,
      sellVolume: null,
      fitSupplyVolume: 100_000,
      buyerCount: 7,
      sellerCount: null,
      withheld: [],
    });
    expect(fit!.opensAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+09:00$/);
    expect(thin).toMatchObject({
      productCd: 2,
      isFit: false,
      contractPrice: null,
      contractLowestPrice: null,
      contractHighestPrice: null,
      contractVolume: null,
      buyVolume: null,
      sellVolume: null,
      fitSupplyVolume: null,
      buyerCount: 1,
      sellerCount: 1,
      withheld: ['contract', 'buy', 'sell'],
    });
    expect(empty).toMatchObject({
      productCd: 3,
      contractPrice: null,
      contractVolume: 0,
      buyVolume: 0,
      sellVolume: 0,
      buyerCount: 0,
      sellerCount: 0,
      withheld: [],
    });
  });

  it('gives the same figures in the market summaries, the API members and the public read without login', async () => {
    const res = await fetch(`${app.baseUrl}/api/v1/market-summaries?fiscalYear=2026`);
    expect(res.status).toBe(200);
    const { marketSummaries } = (await res.json()) as { marketSummaries: Record<string, unknown>[] };
    const byMarket = new Map(marketSummaries.map((s) => [s.marketNo, s]));
    expect(byMarket.get(FIT)).toMatchObject({
      method: 'multi-price',
      minContractPrice: 1.2,
      maxContractPrice: 1.5,
      totalContractVolume: 70_000,
      withheld: [],
    });
    expect(byMarket.get(THIN)).toMatchObject({
      method: 'single-price',
      clearingPrice: null,
      minContractPrice: null,
      maxContractPrice: null,
      totalContractVolume: null,
      biddingMemberCount: 2,
      withheld: ['contract', 'buy', 'sell'],
    });
  });

  it('carries no member name, login, member number or single bid', async () => {
    const text = await (await get('?fiscalYear=2026')).text();
    for (const secret of ['テスト取引会員', 'k0001', 'K0001', 'sakura', 'aozora', 'organization']) {
      expect(text, secret).not.toContain(secret);
    }
    // The thin market's one sell (12,000 kWh at 0.80) and one buy (10,000 kWh) appear nowhere.
    for (const value of [/:12000[,}]/, /:10000[,}]/, /:0\.8[,}]/]) {
      expect(text, String(value)).not.toMatch(value);
    }
  });

  it('is cacheable: strong ETag, 304 on If-None-Match, HEAD without body, CORS for the site only', async () => {
    const first = await get('?fiscalYear=2026', { origin: SITE });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(first.headers.get('vary')).toContain('Origin');
    const again = await get('?fiscalYear=2026', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const head = await fetch(`${app.baseUrl}/api/v1/market-results?fiscalYear=2026`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    const other = await get('?fiscalYear=2026', { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an empty list for a year without cleared auctions and 422 for a bad year', async () => {
    const none = await get('?fiscalYear=2025');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ fiscalYear: 2025, marketResults: [] });
    for (const q of ['', '?fiscalYear=abc', '?fiscalYear=1']) {
      const bad = await get(q);
      expect(bad.status, q).toBe(422);
      expect(bad.headers.get('cache-control')).toBe('no-store');
    }
    const post = await fetch(`${app.baseUrl}/api/v1/market-results?fiscalYear=2026`, { method: 'POST' });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
