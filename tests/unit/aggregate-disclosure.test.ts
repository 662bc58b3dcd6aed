import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGGREGATE_MIN_MEMBERS,
  CURVE_MIN_OTHER_MEMBERS,
  publishedAggregates,
  publishedYearAggregates,
  weightedAverageCents,
  type AuctionAggregates,
  type PublishedAggregates,
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

  it('withholds the FIT supply with the contract, and rounds the weighted average half up', () => {
    const fit = publishedAggregates({
      isFit: true,
      clearingPriceCents: null,
      buys: side(3, 1),
      sells: side(0, 0),
      contractedBuys: contract(3, 1, 301n),
      contractedSells: contract(0, 0),
      fitSupplyVolume: 9,
    });
    expect(fit).toMatchObject({
      fitSupplyVolume: null,
      withheld: ['contract', 'buy', 'supply'],
      contractPriceCents: null,
    });
    expect(weightedAverageCents(301n, 3)).toBe(100);
    expect(weightedAverageCents(302n, 4)).toBe(76);
    expect(weightedAverageCents(0n, 0)).toBeNull();
  });

  it.each([1, 2, 3, 4])('with %i members on each side: figures only at four, counts always', (members) => {
    const shown = members >= AGGREGATE_MIN_MEMBERS;
    const nonFitFigures = publishedAggregates(
      nonFit({
        buys: side(50_000, members),
        sells: side(60_000, members),
        contractedBuys: contract(40_000, members),
        contractedSells: contract(40_000, members),
      }),
    );
    expect(nonFitFigures).toMatchObject({
      contractPriceCents: shown ? 90 : null,
      contractVolume: shown ? 40_000 : null,
      buyVolume: shown ? 50_000 : null,
      sellVolume: shown ? 60_000 : null,
      buyerCount: members,
      sellerCount: members,
    });
    const fitFigures = publishedAggregates(fitRound({ supply: 40_000, demands: Array(members).fill(10_000) }));
    expect(fitFigures).toMatchObject({
      contractVolume: shown ? 10_000 * members : null,
      buyVolume: shown ? 10_000 * members : null,
      fitSupplyVolume: shown ? 40_000 : null,
      buyerCount: members,
    });
  });
});

/** A FIT round as the clearing fills it: buyers in order until the supply runs out (pay as bid at 1.00 円). */
function fitRound({ supply, demands }: { supply: number; demands: number[] }): AuctionAggregates {
  let left = supply;
  const fills = demands.map((d) => {
    const fill = Math.min(d, left);
    left -= fill;
    return fill;
  });
  const sold = supply - left;
  return {
    isFit: true,
    clearingPriceCents: null,
    buys: side(
      demands.reduce((a, b) => a + b, 0),
      demands.length,
    ),
    sells: side(0, 0),
    contractedBuys: contract(sold, fills.filter((f) => f > 0).length, BigInt(sold) * 100n),
    contractedSells: contract(0, 0),
    fitSupplyVolume: supply,
  };
}

/** A year of FIT rounds: each offers its new supply plus the rests of the round before. */
function fitYear(rounds: { newSupply: number; demands: number[] }[]): AuctionAggregates[] {
  let rests = 0;
  return rounds.map((r) => {
    const round = fitRound({ supply: r.newSupply + rests, demands: r.demands });
    rests = round.fitSupplyVolume - round.contractedBuys.volume;
    return round;
  });
}

/** Every value the public can work out with up to three published figures (±, and min of two). */
function derivable(published: readonly PublishedAggregates[]): Set<number> {
  const figures = published.flatMap((p) =>
    [p.contractVolume, p.buyVolume, p.sellVolume, p.fitSupplyVolume].filter((v): v is number => v !== null),
  );
  const out = new Set<number>(figures);
  for (const a of figures)
    for (const b of figures) {
      out.add(a - b);
      out.add(a + b);
      out.add(Math.min(a, b));
      for (const c of figures) for (const v of [a + b - c, a - b - c, a + b + c]) out.add(v);
    }
  return out;
}

const withheldContracts = (year: readonly AuctionAggregates[], published: readonly PublishedAggregates[]) =>
  year
    .filter((a, i) => published[i]!.withheld.includes('contract') && a.contractedBuys.volume > 0)
    .map((a) => a.contractedBuys.volume);

describe('one disclosure rule across a year (publishedYearAggregates)', () => {
  // Round 1 of four buyers sells 600,000 of 1,000,000; round 2 offers only its rests to three buyers
  // and sells 350,000 (withheld); round 3 offers only round 2's rests.
  const year = fitYear([
    { newSupply: 1_000_000, demands: [150_000, 150_000, 150_000, 150_000] },
    { newSupply: 0, demands: [200_000, 150_000] },
    { newSupply: 0, demands: [10_000, 10_000, 10_000, 10_000] },
  ]);

  it('per auction alone, the rests carried from round to round give a withheld contract away', () => {
    const perAuction = year.map(publishedAggregates);
    expect(perAuction[1]!.withheld).toContain('contract');
    expect(withheldContracts(year, perAuction)).toEqual([350_000]);
    expect(derivable(perAuction).has(350_000)).toBe(true);
  });

  it('over the year, no FIT supply is published while a FIT contract is withheld, and nothing gives it away', () => {
    const published = publishedYearAggregates(year);
    expect(published.map((p) => p.fitSupplyVolume)).toEqual([null, null, null]);
    expect(published.every((p) => p.withheld.includes('supply'))).toBe(true);
    expect(published[0]!.contractVolume).toBe(600_000);
    expect(derivable(published).has(350_000)).toBe(false);
  });

  it('publishes every supply of a year whose FIT contracts are all shown', () => {
    const deep = fitYear([
      { newSupply: 100_000, demands: [10_000, 10_000, 10_000, 10_000] },
      { newSupply: 0, demands: [10_000, 10_000, 10_000, 10_000] },
    ]);
    expect(publishedYearAggregates(deep).map((p) => p.fitSupplyVolume)).toEqual([100_000, 60_000]);
  });

  it('never lets up to three published figures of a year yield a withheld contract (generated years)', () => {
    const volume = fc.integer({ min: 1, max: 1_000_000_000 });
    const round = fc.record({
      newSupply: fc.oneof(fc.constant(0), volume),
      demands: fc.array(volume, { minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 4 }), (rounds) => {
        const generated = fitYear(rounds);
        const published = publishedYearAggregates(generated);
        const known = derivable(published);
        for (const c of withheldContracts(generated, published)) expect(known.has(c), `contract ${c}`).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
