import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFitTracking,
  allocateNonFitTracking,
  clearMultiPrice,
  clearSinglePrice,
  type FitBuyBid,
  type FitFacility,
  type TrackingPreference,
} from '@/lib/domain/clearing';
import { bookArbs, shuffled, sum } from './book';
import { referenceFitAllocation } from './reference-rules';

const PREFS = ['010006', '130001', '270008'];
const facilityArb: fc.Arbitrary<FitFacility[]> = fc
  .array(
    fc.record({
      pref: fc.integer({ min: 0, max: 2 }),
      munic: fc.integer({ min: 0, max: 2 }), // 2: no municipality (the column is nullable)
      reTypeCd: fc.integer({ min: 1, max: 5 }),
      plantGroupCd: fc.integer({ min: 1, max: 3 }),
      volume: fc.integer({ min: 0, max: 500 }),
    }),
    { maxLength: 30 },
  )
  .map((raws) =>
    raws.map((r, i) => ({
      facilityId: `F${String(i).padStart(2, '0')}`,
      prefectureCd: PREFS[r.pref]!,
      municipalityCd: r.munic === 2 ? null : `${PREFS[r.pref]!.slice(0, 2)}10${r.munic}`,
      reTypeCd: r.reTypeCd,
      plantGroupCd: r.plantGroupCd,
      volume: r.volume,
    })),
  );

const preferenceArb: fc.Arbitrary<TrackingPreference> = fc.oneof(
  fc.integer({ min: 0, max: 35 }).map((i) => ({ facilityId: `F${String(i).padStart(2, '0')}` })),
  fc
    .record(
      {
        prefectureCd: fc.constantFrom(...PREFS),
        municipalityCd: fc.constantFrom('01100', '13101', '27100', null),
        reTypeCd: fc.integer({ min: 1, max: 5 }),
        plantGroupCd: fc.integer({ min: 1, max: 3 }),
      },
      { requiredKeys: [] },
    )
    .map((conditions) => ({ conditions })),
);

const fitBookArb = facilityArb.chain((facilities) => {
  let supply = sum(facilities.map((f) => f.volume));
  return fc
    .array(
      fc.record({
        priceCents: fc.integer({ min: 40, max: 45 }),
        enteredAt: fc.integer({ min: 0, max: 3 }),
        want: fc.integer({ min: 0, max: 400 }),
        extra: fc.integer({ min: 0, max: 50 }),
        preferences: fc.array(preferenceArb, { maxLength: 2 }),
      }),
      { maxLength: 15 },
    )
    .map((raws) => ({
      facilities,
      contracts: raws.map((r, i) => {
        const contractedVolume = Math.min(r.want, supply);
        supply -= contractedVolume;
        const bid: FitBuyBid = {
          bidId: `B${i}`,
          memberNumber: `M${i % 4}`,
          bidNo: i,
          enteredAt: r.enteredAt,
          priceCents: r.priceCents,
          volume: contractedVolume + r.extra + 1,
          preferences: r.preferences,
        };
        return { bid, contractedVolume };
      }),
    }));
});

describe('FIT allocation properties', () => {
  it('matches the naive O(bids × facilities) scan row for row', () => {
    fc.assert(
      fc.property(fitBookArb, fc.integer({ min: 1, max: 99999 }), ({ facilities, contracts }, marketNo) => {
        const result = allocateFitTracking({ contracts, facilities, marketNo });
        expect(result.rows).toEqual(referenceFitAllocation(contracts, facilities, marketNo));
      }),
      { numRuns: 500 },
    );
  });

  it('conserves volume: each contract exactly, each facility at most its kWh', () => {
    fc.assert(
      fc.property(fitBookArb, fc.integer(), ({ facilities, contracts }, marketNo) => {
        const { rows, unallocatedVolume } = allocateFitTracking({ contracts, facilities, marketNo });
        for (const c of contracts) {
          expect(sum(rows.filter((r) => r.buyBidId === c.bid.bidId).map((r) => r.volume))).toBe(c.contractedVolume);
        }
        for (const f of facilities) {
          expect(sum(rows.filter((r) => r.facilityId === f.facilityId).map((r) => r.volume))).toBeLessThanOrEqual(
            f.volume,
          );
        }
        expect(rows.every((r) => r.volume > 0)).toBe(true);
        const pairs = new Set(rows.map((r) => `${r.buyBidId}/${r.facilityId}`));
        expect(pairs.size).toBe(rows.length); // a contract never meets the same facility twice
        const supply = sum(facilities.map((f) => f.volume));
        expect(unallocatedVolume).toBe(supply - sum(contracts.map((c) => c.contractedVolume)));
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of facilities or contracts', () => {
    fc.assert(
      fc.property(fitBookArb, fc.integer(), fc.integer(), ({ facilities, contracts }, marketNo, seed) => {
        const a = allocateFitTracking({ contracts, facilities, marketNo });
        const b = allocateFitTracking({
          contracts: shuffled(contracts, seed),
          facilities: shuffled(facilities, seed + 1),
          marketNo,
        });
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('allocates exactly what multi-price clearing sold', () => {
    fc.assert(
      fc.property(fitBookArb, ({ facilities, contracts }) => {
        const buys = contracts.map((c) => c.bid);
        const supplyVolume = sum(facilities.map((f) => f.volume));
        const cleared = clearMultiPrice({ buys, supplyVolume });
        const { rows, unallocatedVolume } = allocateFitTracking({ contracts: cleared.buys, facilities, marketNo: 1 });
        expect(sum(rows.map((r) => r.volume))).toBe(cleared.summary.totalContractedVolume);
        expect(unallocatedVolume).toBe(cleared.unsoldVolume);
      }),
      { numRuns: 200 },
    );
  });
});

describe.each(bookArbs)('non-FIT allocation properties ($label)', ({ buys: buysArb, sells: sellsArb }) => {
  it('hands every contracted kWh from a sold line to a buy, in price priority', () => {
    fc.assert(
      fc.property(buysArb, sellsArb, (buys, sells) => {
        const cleared = clearSinglePrice({ buys, sells });
        const rows = allocateNonFitTracking({ buys: cleared.buys, sells: cleared.sells });
        for (const c of cleared.buys) {
          expect(sum(rows.filter((r) => r.buyBidId === c.bid.bidId).map((r) => r.volume))).toBe(c.contractedVolume);
        }
        const sellById = new Map(cleared.sells.map((c) => [c.bid.bidId, c]));
        for (const c of cleared.sells) {
          expect(sum(rows.filter((r) => r.sellBidId === c.bid.bidId).map((r) => r.volume))).toBe(c.contractedVolume);
        }
        // Rows follow buy priority, and the sell lines are consumed in sell priority.
        const buyRank = new Map(cleared.buys.map((c, i) => [c.bid.bidId, i]));
        const sellRank = new Map(cleared.sells.map((c, i) => [c.bid.bidId, i]));
        for (let i = 1; i < rows.length; i++) {
          expect(buyRank.get(rows[i]!.buyBidId)!).toBeGreaterThanOrEqual(buyRank.get(rows[i - 1]!.buyBidId)!);
          expect(sellRank.get(rows[i]!.sellBidId)!).toBeGreaterThanOrEqual(sellRank.get(rows[i - 1]!.sellBidId)!);
        }
        for (const r of rows) expect(r.facilityId).toBe(sellById.get(r.sellBidId)!.bid.facilityId);
      }),
      { numRuns: 500 },
    );
  });
});
