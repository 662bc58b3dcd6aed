/**
 * The columnar FIT allocation (allocateFitSupply, and allocateFitTracking over it) must give exactly
 * what the object engine before it gave: the same draws in the same order, the same leftover, the
 * same refusals. That engine is frozen in tests/fixtures/fit-allocation-reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_SOURCES,
  allocateFitSupply,
  allocateFitTracking,
  fitSupplyOf,
  type ContractedBid,
  type FitBuyBid,
  type FitFacility,
} from '@/lib/domain/clearing';
import * as reference from '../../fixtures/fit-allocation-reference';
import { fitBookArb } from './fit-book';

/** Runs `f`; an error becomes its name and message, so refusals compare too. */
function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

/** allocateFitSupply's draws as the object rows of allocateFitTracking, plus its per-facility leftover. */
function columnarRows(
  contracts: readonly ContractedBid<FitBuyBid>[],
  facilities: readonly FitFacility[],
  marketNo: number | string,
) {
  const supply = fitSupplyOf(facilities);
  const a = allocateFitSupply({ contracts, supply, marketNo });
  const rows = Array.from({ length: a.rows }, (_, r) => ({
    buyBidId: contracts[a.contract[r]!]!.bid.bidId,
    facilityId: supply.facilityIds[a.facility[r]!]!,
    volume: a.volume[r]!,
    source: ALLOCATION_SOURCES[a.source[r]!]!,
  }));
  const remaining = new Map(supply.facilityIds.map((id, i) => [id, a.remaining[i]!]));
  return { rows, unallocatedVolume: a.unallocatedVolume, remaining };
}

describe('columnar FIT allocation against the object engine it replaced', () => {
  it('allocateFitSupply gives the same draws row for row, and the same leftover', () => {
    fc.assert(
      fc.property(fitBookArb, ({ contracts, facilities, marketNo }) => {
        const before = outcome(() => reference.allocateFitTracking({ contracts, facilities, marketNo }));
        if (typeof before === 'string') return; // refusals: compared through allocateFitTracking below
        const now = columnarRows(contracts, facilities, marketNo);
        expect(now.rows).toEqual(before.rows);
        expect(now.unallocatedVolume).toBe(before.unallocatedVolume);
        for (const f of facilities) {
          const drawn = before.rows.filter((r) => r.facilityId === f.facilityId).reduce((s, r) => s + r.volume, 0);
          expect(now.remaining.get(f.facilityId)).toBe(f.volume - drawn);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('allocateFitTracking gives the same result and the same refusals', () => {
    fc.assert(
      fc.property(fitBookArb, ({ contracts, facilities, marketNo }) => {
        const now = outcome(() => allocateFitTracking({ contracts, facilities, marketNo }));
        const before = outcome(() => reference.allocateFitTracking({ contracts, facilities, marketNo }));
        expect(now).toEqual(before);
      }),
      { numRuns: 1500 },
    );
  });

  it('stays identical with a large supply (the table paths) and many contracts', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let state = seed >>> 0;
        const next = (max: number) => {
          state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
          return state % max;
        };
        const code = (max: number) => String(10_000 + next(max) * 10_000 + next(3)).padStart(6, '0');
        const facilities: FitFacility[] = Array.from({ length: 250_000 }, (_, i) => ({
          facilityId: `F${String(i).padStart(7, '0')}`,
          prefectureCd: code(47),
          municipalityCd: next(10) === 0 ? null : code(47),
          reTypeCd: next(5) < 4 ? 1 : 1 + next(5),
          plantGroupCd: 1 + next(3),
          volume: next(200),
        }));
        let supply = facilities.reduce((s, f) => s + f.volume, 0);
        const contracts = Array.from({ length: 2000 }, (_, i): ContractedBid<FitBuyBid> => {
          const pick = () =>
            next(2) === 0
              ? { facilityId: facilities[next(facilities.length)]!.facilityId }
              : { conditions: { prefectureCd: code(47), reTypeCd: next(2) ? 1 + next(5) : null } };
          const preferences = next(5) === 0 ? [] : next(2) ? [pick()] : [pick(), pick()];
          const contractedVolume = Math.min(supply, next(15_000));
          supply -= contractedVolume;
          const bid = {
            bidId: `B${i}`,
            memberNumber: `M${next(200)}`,
            bidNo: i,
            enteredAt: next(60),
            priceCents: 60 + next(20),
            volume: contractedVolume + 1,
            preferences,
          };
          return { bid, contractedVolume };
        });
        const marketNo = next(100_000);
        const now = columnarRows(contracts, facilities, marketNo);
        const before = reference.allocateFitTracking({ contracts, facilities, marketNo });
        expect(now.rows).toEqual(before.rows);
        expect(now.unallocatedVolume).toBe(before.unallocatedVolume);
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
