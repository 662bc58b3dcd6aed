import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import {
  createMembers,
  createRoundAuctions,
  MEMBER_PASSWORD,
  OPERATOR,
  placeBuy,
  setWindow,
  supplyFit,
} from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

/*
 * The bid list and the contract results sort on the server by price and volume.
 * One member of the test's own bids FIT in two cleared rounds (supply short of demand, so some
 * bids fill, one fills in part and some get nothing) and in an open third round; prices and
 * volumes repeat so that ties show which order breaks them.
 */
const BIDS: [string, number][] = [
  ['1.20', 5_000],
  ['0.90', 3_000],
  ['1.20', 2_000],
  ['0.90', 5_000],
  ['1.50', 1_000],
  ['0.90', 1_000],
  ['1.20', 3_000],
];

interface BidItem {
  bidNo: number;
  unitPrice: number;
  volume: number;
}
interface ResultItem {
  marketNo: number;
  bidTypeCd: number;
  bidNo: number;
  bidPrice: number;
  bidVolume: number;
  contractPrice: number | null;
  contractVolume: number;
}

/** The list's own order kept for equal values (a stable sort), rows without a value last. */
function sortedLike<R extends object>(rows: R[], key: keyof R, descending: boolean): R[] {
  return [...rows].sort((x, y) => {
    const [a, b] = [x[key] as number | null, y[key] as number | null];
    if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
    return descending ? b - a : a - b;
  });
}
const resultId = (r: ResultItem) => `${r.marketNo}/${r.bidTypeCd}/${r.bidNo}`;

describe.each(testTargets())('sorted bid lists on %s', (target) => {
  let app: TestApp;
  let member: TestClient;
  const get = async (path: string, query: Record<string, string>) => {
    const res = await member.request('GET', `${path}?${new URLSearchParams(query)}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const bidList = async (query: Record<string, string>) =>
    (await get('/api/v1/bids', { productCd: '1', offset: '0', limit: '100', count: 'true', ...query })).body
      .bidList as BidItem[];
  const results = async (query: Record<string, string>) =>
    (
      await get('/api/v1/bid-results', {
        fiscalYear: '2026',
        productCd: '1',
        offset: '0',
        limit: '100',
        count: 'true',
        ...query,
      })
    ).body.bidResultList as ResultItem[];

  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    const [buyer] = await createMembers(app.db, 1, { prefix: 'S' });
    for (const roundNo of [1, 2, 3]) {
      const round = await createRoundAuctions(app.db, { roundNo, products: [1] });
      for (const [price, volume] of BIDS) await placeBuy(app.db, buyer!, { productCd: 1, price, volume });
      if (roundNo === 3) continue;
      await supplyFit(app.db, round[1].marketNo, [{ facilityId: `F-S${roundNo}`, volume: 9_000 + roundNo * 500 }]);
      await setWindow(app.db, round[1].marketNo, { closesAt: new Date(Date.now() - 1) });
      await clearAuction(app.db, OPERATOR, round[1].marketNo);
    }
    member = new TestClient(app.baseUrl);
    expect((await member.login('s0001-user', MEMBER_PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sorts the bid list by unit price and by volume, both ways, bid number breaking ties', async () => {
    const natural = await bidList({});
    expect(natural.map((b) => b.bidNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const key of ['unitPrice', 'volume'] as const) {
      for (const descending of [false, true]) {
        const sorted = await bidList({ sort: `${descending ? '-' : ''}${key}` });
        expect(
          sorted.map((b) => b.bidNo),
          `${key} ${descending}`,
        ).toEqual(sortedLike(natural, key, descending).map((b) => b.bidNo));
      }
    }
    // Written out once: cheapest first, the three bids at 0.90 in the order they were entered.
    expect((await bidList({ sort: 'unitPrice' })).map((b) => b.bidNo)).toEqual([2, 4, 6, 1, 3, 7, 5]);
    expect((await bidList({ sort: '-unitPrice' })).map((b) => b.bidNo)).toEqual([5, 1, 3, 7, 2, 4, 6]);
  });

  it('sorts the results by bid and contract price and volume, the list order breaking ties', async () => {
    const natural = await results({});
    expect(natural).toHaveLength(2 * BIDS.length);
    // Some bids contracted nothing (no contract price) and some contracted prices are equal.
    expect(natural.some((r) => r.contractPrice === null)).toBe(true);
    expect(new Set(natural.map((r) => r.contractPrice)).size).toBeLessThan(natural.length);
    for (const key of ['bidPrice', 'bidVolume', 'contractPrice', 'contractVolume'] as const) {
      for (const descending of [false, true]) {
        const sorted = await results({ sort: `${descending ? '-' : ''}${key}` });
        expect(sorted.map(resultId), `${key} ${descending}`).toEqual(
          sortedLike(natural, key, descending).map(resultId),
        );
      }
    }
    const byPrice = await results({ sort: '-contractPrice' });
    expect(byPrice.at(-1)!.contractPrice).toBeNull();
    expect((await results({ sort: 'contractPrice' })).at(-1)!.contractPrice).toBeNull();
  });

  it('keeps pages apart under a sort: page by page is the same list as one long page', async () => {
    for (const sort of ['unitPrice', '-volume']) {
      const whole = await bidList({ sort });
      const key = sort.replace('-', '') as 'unitPrice' | 'volume';
      expect(whole.map((b) => b[key])).toEqual(sortedLike(whole, key, sort.startsWith('-')).map((b) => b[key]));
      const pages: BidItem[] = [];
      for (let offset = 0; offset < whole.length; offset += 2)
        pages.push(...(await bidList({ sort, offset: String(offset), limit: '2' })));
      expect(
        pages.map((b) => b.bidNo),
        sort,
      ).toEqual(whole.map((b) => b.bidNo));
    }
    for (const sort of ['-bidPrice', 'contractPrice', '-contractVolume']) {
      const whole = await results({ sort });
      const key = sort.replace('-', '') as 'bidPrice' | 'contractPrice' | 'contractVolume';
      expect(whole.map((r) => r[key])).toEqual(sortedLike(whole, key, sort.startsWith('-')).map((r) => r[key]));
      const pages: ResultItem[] = [];
      for (let offset = 0; offset < whole.length; offset += 3)
        pages.push(...(await results({ sort, offset: String(offset), limit: '3' })));
      expect(pages.map(resultId), sort).toEqual(whole.map(resultId));
      expect(new Set(pages.map(resultId)).size, sort).toBe(2 * BIDS.length);
    }
  });

  it('refuses a column that does not sort, in the error shape', async () => {
    const refused: [string, Record<string, string>, string][] = [
      ['/api/v1/bids', { productCd: '1' }, 'bidNo'],
      ['/api/v1/bids', { productCd: '1' }, 'contractPrice'],
      ['/api/v1/bids', { productCd: '1' }, '--unitPrice'],
      ['/api/v1/bid-results', { fiscalYear: '2026', productCd: '1' }, 'unitPrice'],
      ['/api/v1/bid-results', { fiscalYear: '2026', productCd: '1' }, 'amount'],
      ['/api/v1/bid-results', { fiscalYear: '2026', productCd: '1' }, 'bidPrice;drop table bids'],
    ];
    for (const [path, query, sort] of refused) {
      const res = await get(path, { ...query, offset: '0', limit: '10', count: 'true', sort });
      expect(res.status, `${path} ${sort}`).toBe(422);
      expect(res.body).toMatchObject({ code: 'C_SH_001' });
      expect(String(res.body.message)).toContain('並び順（sort）');
    }
  });
});
