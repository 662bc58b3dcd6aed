import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFitSupply,
  fitSupplyOf,
  holdingsByMemberFacility,
  totalsByContractSource,
  type FitAllocation,
} from '@/lib/domain/clearing';
import { facility, fitBuy } from './book';
import { fitBookArb } from './fit-book';

/** Six draws over four facilities by three contracts; contracts 0 and 2 belong to member 500. */
const allocation: FitAllocation = {
  rows: 6,
  contract: Int32Array.from([1, 1, 0, 2, 0, 0]),
  facility: Int32Array.from([3, 0, 3, 2, 1, 2]),
  volume: Float64Array.from([10, 5, 7, 4, 2, 1]),
  source: Uint8Array.from([0, 2, 0, 2, 2, 2]),
  remaining: new Float64Array(4),
  unallocatedVolume: 0,
};
const memberOfContract = Int32Array.from([500, 20, 500]);

const linesOf = (h: ReturnType<typeof holdingsByMemberFacility>) =>
  Array.from({ length: h.lines }, (_, k) => [h.member[k], h.facility[k], h.volume[k]]);

describe('holdingsByMemberFacility', () => {
  it('sums per member and facility, members ascending, then facilities ascending', () => {
    // Member 500 gets facility 2 from contract 2 (4 kWh) and from contract 0 (1 kWh): one line of 5.
    expect(linesOf(holdingsByMemberFacility(allocation, memberOfContract))).toEqual([
      [20, 0, 5],
      [20, 3, 10],
      [500, 1, 2],
      [500, 2, 5],
      [500, 3, 7],
    ]);
  });

  it('merges a member drawing the same facility from two bids through the engine', () => {
    const supply = fitSupplyOf([facility('F1', 100, '130001', null, 1), facility('F2', 100, '270008', null, 1)]);
    const contracts = [
      { bid: fitBuy('A', 300, 30, [{ facilityId: 'F2' }]), contractedVolume: 30 },
      { bid: fitBuy('B', 200, 50, [{ conditions: { prefectureCd: '270008' } }]), contractedVolume: 50 },
      { bid: fitBuy('C', 100, 40, [{ facilityId: 'F2' }]), contractedVolume: 40 },
    ];
    const a = allocateFitSupply({ contracts, supply, marketNo: 9 });
    // A and C are organization 7's; B is organization 3's. C finds F2 with 20 kWh left, then draws at random.
    const h = holdingsByMemberFacility(a, Int32Array.from([7, 3, 7]));
    expect(linesOf(h)).toEqual([
      [3, 1, 50],
      [7, 0, 20],
      [7, 1, 50],
    ]);
  });

  it('gives nothing for no draws, and refuses a contract without member', () => {
    const none = { ...allocation, rows: 0 };
    expect(holdingsByMemberFacility(none, new Int32Array(0)).lines).toBe(0);
    expect(() => holdingsByMemberFacility(allocation, Int32Array.from([1, 2]))).toThrow(
      /no member given for contract 2/,
    );
  });
});

describe('totalsByContractSource', () => {
  it('counts facilities and kWh per contract and source, in that order, omitting empty pairs', () => {
    const t = totalsByContractSource(allocation);
    const entries = Array.from({ length: t.count }, (_, k) => [
      t.contract[k],
      t.source[k],
      t.facilities[k],
      t.volume[k],
    ]);
    expect(entries).toEqual([
      [0, 0, 1, 7],
      [0, 2, 2, 3],
      [1, 0, 1, 10],
      [1, 2, 1, 5],
      [2, 2, 1, 4],
    ]);
    expect(totalsByContractSource({ ...allocation, rows: 0 }).count).toBe(0);
  });
});

describe('aggregation properties', () => {
  it('agree with summing the draws in Maps, on random books and members', () => {
    fc.assert(
      fc.property(
        fitBookArb,
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 15, maxLength: 15 }),
        (book, keys) => {
          let a: FitAllocation;
          try {
            a = allocateFitSupply({ ...book, supply: fitSupplyOf(book.facilities) });
          } catch {
            return; // bad books are the equivalence test's business
          }
          const memberOfContract = Int32Array.from(book.contracts, (_, c) => keys[c]!);
          const holdings = new Map<string, number>();
          const totals = new Map<string, [number, number]>();
          for (let r = 0; r < a.rows; r++) {
            const member = memberOfContract[a.contract[r]!]!;
            const line = `${member}/${a.facility[r]}`;
            holdings.set(line, (holdings.get(line) ?? 0) + a.volume[r]!);
            const entry = `${a.contract[r]}/${a.source[r]}`;
            const [n, v] = totals.get(entry) ?? [0, 0];
            totals.set(entry, [n + 1, v + a.volume[r]!]);
          }
          const byKey = (x: [string, unknown], y: [string, unknown]) => {
            const [p, q] = [x[0].split('/').map(Number), y[0].split('/').map(Number)];
            return p[0]! - q[0]! || p[1]! - q[1]!;
          };
          const h = holdingsByMemberFacility(a, memberOfContract);
          expect(linesOf(h)).toEqual([...holdings].sort(byKey).map(([k, v]) => [...k.split('/').map(Number), v]));
          const t = totalsByContractSource(a);
          const got = Array.from({ length: t.count }, (_, k) => [
            t.contract[k],
            t.source[k],
            t.facilities[k],
            t.volume[k],
          ]);
          expect(got).toEqual([...totals].sort(byKey).map(([k, v]) => [...k.split('/').map(Number), ...v]));
        },
      ),
      { numRuns: 500 },
    );
  });
});
