/**
 * The clearing engine after the index sort (done for speed) must give exactly what the engine before it
 * gave, bid by bid: same order, volumes, prices, amounts, statuses and summary, and the same refusal
 * of bad input. The earlier engine is frozen in tests/fixtures/clearing-reference-engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearMultiPrice,
  clearSinglePrice,
  compareBuyPriority,
  compareSellPriority,
  sortBuys,
  sortSells,
  type BidResult,
  type BuyBid,
  type SellBid,
} from '@/lib/domain/clearing';
import * as reference from '../../fixtures/clearing-reference-engine';

const RUNS = { numRuns: 1500 };

/*
 * Prices and times either in a narrow range (the counting-sort path, with many ties of price and of
 * time) or anywhere in the safe integers (the comparator path). Few members and bid numbers, so the
 * identity tie-break is exercised; now and then a repeated bid id or a non-integer to be refused.
 */
const narrowOrWide = (narrow: fc.Arbitrary<number>) =>
  fc.oneof(
    { weight: 4, arbitrary: narrow },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) },
  );
interface RawBid {
  priceCents: number;
  volume: number;
  enteredAt: number;
  bidNo: number;
  member: string;
  idSuffix: string;
  bad: boolean;
}
const rawBid: fc.Arbitrary<RawBid> = fc.record({
  priceCents: narrowOrWide(fc.integer({ min: 60, max: 75 })),
  volume: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(10, 20, 30)),
  enteredAt: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 4 }) },
    { weight: 1, arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) },
  ),
  bidNo: fc.integer({ min: 0, max: 3 }),
  member: fc.constantFrom('M1', 'M2', 'M10', 'Ｍ3'),
  idSuffix: fc.oneof({ weight: 30, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('dup') }),
  bad: fc.oneof({ weight: 60, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

function toBids(raws: readonly RawBid[], side: string): SellBid[] {
  return raws.map((r, i) => ({
    bidId: r.idSuffix ? `dup${r.idSuffix}` : `${side}${i}`,
    memberNumber: r.member,
    bidNo: r.bidNo,
    enteredAt: r.enteredAt,
    priceCents: r.bad ? r.priceCents + 0.5 : r.priceCents,
    volume: r.volume,
    facilityId: `F${i % 3}`,
  }));
}
const side = (name: string, maxLength: number) => fc.array(rawBid, { maxLength }).map((raws) => toBids(raws, name));

/** Runs `f`; a ClearingInputError (or any error) becomes its message, so refusals compare too. */
function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

function expectSameResults(actual: readonly BidResult[], expected: readonly BidResult[]): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((r, k) => {
    const e = expected[k]!;
    expect(r.bid).toBe(e.bid);
    expect([r.side, r.contractedVolume, r.contractedPriceCents, r.amountCents, r.status]).toEqual([
      e.side,
      e.contractedVolume,
      e.contractedPriceCents,
      e.amountCents,
      e.status,
    ]);
  });
}

describe('clearing engine against the pre-issue-12 engine', () => {
  it('orders bids as sorting with the priority comparators does', () => {
    fc.assert(
      fc.property(side('B', 40), (bids) => {
        expect(sortBuys(bids)).toEqual(bids.slice().sort(compareBuyPriority));
        expect(sortSells(bids)).toEqual(bids.slice().sort(compareSellPriority));
      }),
      RUNS,
    );
  });

  it('single price: identical results bid by bid, identical summary and refusals', () => {
    fc.assert(
      fc.property(side('B', 30), side('S', 30), (buys: BuyBid[], sells: SellBid[]) => {
        const now = outcome(() => clearSinglePrice({ buys, sells }));
        const before = outcome(() => reference.clearSinglePrice({ buys, sells }));
        if (typeof before === 'string' || typeof now === 'string') {
          expect(now).toEqual(before);
          return;
        }
        expectSameResults(now.buys, before.buys);
        expectSameResults(now.sells, before.sells);
        expect(now.summary).toEqual(before.summary);
      }),
      RUNS,
    );
  });

  it('multi price: identical results bid by bid, identical summary, unsold volume and refusals', () => {
    fc.assert(
      fc.property(side('B', 40), fc.nat({ max: 20_000 }), (buys: BuyBid[], supplyVolume) => {
        const now = outcome(() => clearMultiPrice({ buys, supplyVolume }));
        const before = outcome(() => reference.clearMultiPrice({ buys, supplyVolume }));
        if (typeof before === 'string' || typeof now === 'string') {
          expect(now).toEqual(before);
          return;
        }
        expectSameResults(now.buys, before.buys);
        expect(now.summary).toEqual(before.summary);
        expect(now.unsoldVolume).toBe(before.unsoldVolume);
      }),
      RUNS,
    );
  });

  it('stays identical at market scale (2,000 bids a side, one minute of seconds-resolution clock)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let state = seed >>> 0;
        const next = (max: number) => {
          state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
          return state % max;
        };
        const make = (prefix: string): SellBid[] =>
          Array.from({ length: 2000 }, (_, i) => ({
            bidId: `${prefix}${i}`,
            memberNumber: `M${next(50)}`,
            bidNo: i,
            enteredAt: 1_722_470_400_000 + next(60) * 1000,
            priceCents: 60 + next(70),
            volume: 1 + next(200_000),
            facilityId: `L${i}`,
          }));
        const buys = make('B');
        const sells = make('S');
        const now = clearSinglePrice({ buys, sells });
        const before = reference.clearSinglePrice({ buys, sells });
        expectSameResults(now.buys, before.buys);
        expectSameResults(now.sells, before.sells);
        expect(now.summary).toEqual(before.summary);
        const supplyVolume = next(100_000_000);
        const multiNow = clearMultiPrice({ buys, supplyVolume });
        const multiBefore = reference.clearMultiPrice({ buys, supplyVolume });
        expectSameResults(multiNow.buys, multiBefore.buys);
        expect(multiNow.summary).toEqual(multiBefore.summary);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
