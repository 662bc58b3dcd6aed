import { authOf, seedLedgerWorld } from '../fixtures/ledger-world';
import {
  createMembers,
  createRoundAuctions,
  OPERATOR,
  placeBuy,
  placeSell,
  setWindow,
  supplyFit,
  type AuctionRow,
} from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import type { TestApp } from '../setup/app-server';

/** The target year the browser tests read; the year before it has no cleared auction. */
export const RESULTS_YEAR = 2026;

/**
 * FY2026, cleared through the clearing service as the market runs it:
 * - round 1, FIT (202611): seven buyers of 10,000 kWh at 1.50, 1.40 × 2, 1.20 × 4 against a supply of
 *   100,000 kWh → all published: average 1.30, lowest 1.20, highest 1.50, 70,000 kWh;
 * - round 1, non-FIT with designation (202612): one seller and one buyer → every kWh and price withheld;
 * - round 1, non-FIT without designation (202613): nobody bid → 0 kWh, no price;
 * - round 2, FIT (202621): the same seven at 1.60, 1.50 × 2, 1.40 × 4 against 100,000 kWh → average 1.46;
 * - round 3, FIT: open, never listed.
 */
export async function seedMarketResults(db: TestApp['db']): Promise<void> {
  await seedLedgerWorld(db);
  const buyers = await createMembers(db, 7, { prefix: 'K' });
  const clearRound = async (round: Record<number, AuctionRow>) => {
    for (const a of Object.values(round)) await setWindow(db, a.marketNo, { closesAt: new Date(Date.now() - 1) });
    for (const a of Object.values(round)) await clearAuction(db, OPERATOR, a.marketNo);
  };

  const round1 = await createRoundAuctions(db, { roundNo: 1 });
  await supplyFit(db, round1[1].marketNo, [{ facilityId: 'F-D1', volume: 100_000 }]);
  const prices1 = ['1.50', '1.40', '1.40', '1.20', '1.20', '1.20', '1.20'];
  for (const [i, buyer] of buyers.entries())
    await placeBuy(db, buyer, { productCd: 1, price: prices1[i]!, volume: 10_000 });
  await placeSell(db, await authOf(db, 'aozora01'), {
    productCd: 2,
    price: '0.80',
    volume: 12_000,
    equipmentId: 'N-T1',
  });
  await placeBuy(db, await authOf(db, 'sakura01'), { productCd: 2, price: '1.00', volume: 10_000 });
  await clearRound(round1);

  const round2 = await createRoundAuctions(db, { roundNo: 2, products: [1] });
  await supplyFit(db, round2[1].marketNo, [{ facilityId: 'F-D2', volume: 100_000 }]);
  const prices2 = ['1.60', '1.50', '1.50', '1.40', '1.40', '1.40', '1.40'];
  for (const [i, buyer] of buyers.entries())
    await placeBuy(db, buyer, { productCd: 1, price: prices2[i]!, volume: 10_000 });
  await clearRound(round2);

  await createRoundAuctions(db, { roundNo: 3, products: [1] });
}

/**
 * Asks the app for the year once, as a reader would, so that the tests do not share the first
 * answer's cold start (query plans, the answer cache) among their own waits; fails the setup if the
 * API does not answer.
 */
export async function readMarketResultsOnce(apiBaseUrl: string): Promise<void> {
  const res = await fetch(`${apiBaseUrl}/api/v1/market-results?fiscalYear=${RESULTS_YEAR}`);
  if (res.status !== 200) throw new Error(`market-results answered ${res.status}`);
  await res.arrayBuffer();
}
