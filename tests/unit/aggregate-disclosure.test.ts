import { describe, expect, it } from 'vitest';
import {
  AGGREGATE_MIN_MEMBERS,
  CURVE_MIN_OTHER_MEMBERS,
  publishedAggregates,
  weightedAverageCents,
  type AuctionAggregates,
} from '@/lib/domain/auction';

const side = (volume: number, members: number) => ({ volume, members });
const contract = (volume: number, members: number, amount = 0n) => ({
  volume,
  members,
  amountCentKwh: amount,
  minPriceCents: volume ? 100 : null,
  maxPriceCents: volume ? 150 : null,
});
const nonFit = (over: Partial<AuctionAggregates>): AuctionAggregates => ({
  isFit: false,
  clearingPriceCents: 90,
  buys: side(50_000, 4),
  sells: side(60_000, 4),
  contractedBuys: contract(40_000, 4),
  contractedSells: contract(40_000, 4),
  fitSupplyVolume: 0,
  ...over,
});

describe('published aggregates (decision record 0022)', () => {
  it('needs three members besides any one reader', () => {
    expect(AGGREGATE_MIN_MEMBERS).toBe(CURVE_MIN_OTHER_MEMBERS + 1);
  });

  it('publishes a side only with enough members, and the contract only when both sides have them', () => {
    expect(publishedAggregates(nonFit({})).withheld).toEqual([]);
    const thinSeller = publishedAggregates(nonFit({ sells: side(60_000, 3), contractedSells: contract(40_000, 3) }));
    expect(thinSeller).toMatchObject({ withheld: ['contract', 'sell'], contractPriceCents: null, sellVolume: null });
    expect(thinSeller.buyVolume).toBe(50_000);
    expect(thinSeller.sellerCount).toBe(3);
  });

  it('shows the FIT supply whatever the members, and a weighted average rounded half up', () => {
    const fit = publishedAggregates({
      isFit: true,
      clearingPriceCents: null,
      buys: side(3, 1),
      sells: side(0, 0),
      contractedBuys: contract(3, 1, 301n),
      contractedSells: contract(0, 0),
      fitSupplyVolume: 9,
    });
    expect(fit).toMatchObject({ fitSupplyVolume: 9, withheld: ['contract', 'buy'], contractPriceCents: null });
    expect(weightedAverageCents(301n, 3)).toBe(100);
    expect(weightedAverageCents(302n, 4)).toBe(76);
    expect(weightedAverageCents(0n, 0)).toBeNull();
  });
});
