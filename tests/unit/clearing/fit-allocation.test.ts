import { describe, expect, it } from 'vitest';
import {
  allocateFitTracking,
  ClearingInputError,
  mulberry32,
  seedFromMarketNo,
  shuffleInPlace,
  type FitBuyBid,
  type FitFacility,
} from '@/lib/domain/clearing';
import { facility, fitBuy } from './book';

const TOKYO = '130001';
const OSAKA = '270008';
const HOKKAIDO = '010006';

const facilities: FitFacility[] = [
  facility('F1', 100, TOKYO, '131016', 1),
  facility('F2', 50, TOKYO, '131024', 2),
  facility('F3', 80, OSAKA, '271004', 1),
  facility('F4', 200, HOKKAIDO, '011002', 3),
];

const contract = (bid: FitBuyBid, contractedVolume = bid.volume) => ({ bid, contractedVolume });
const rowsOf = (result: ReturnType<typeof allocateFitTracking>) =>
  result.rows.map((r) => [r.buyBidId, r.facilityId, r.volume, r.source]);

/** The random pass visits facilities in the seeded shuffle of the id-sorted list. */
function seededOrder(ids: readonly string[], marketNo: number | string): string[] {
  const order = ids.slice().sort();
  const positions = Int32Array.from(order.keys());
  shuffleInPlace(positions, mulberry32(seedFromMarketNo(marketNo)));
  return Array.from(positions, (p) => order[p]!);
}

describe('FIT tracking allocation', () => {
  it('serves the first preference (a facility id) from that facility', () => {
    const result = allocateFitTracking({
      contracts: [contract(fitBuy('B1', 300, 60, [{ facilityId: 'F3' }]))],
      facilities,
      marketNo: 7,
    });
    expect(rowsOf(result)).toEqual([['B1', 'F3', 60, 'preference-1']]);
    expect(result.unallocatedVolume).toBe(430 - 60);
  });

  it('moves on to the second preference (conditions) when the first runs out', () => {
    // F3 has 80; the other 70 come from Tokyo solar, which is F1 alone.
    const prefs = [{ facilityId: 'F3' }, { conditions: { prefectureCd: TOKYO, reTypeCd: 1 } }];
    const result = allocateFitTracking({
      contracts: [contract(fitBuy('B1', 300, 150, prefs))],
      facilities,
      marketNo: 7,
    });
    expect(rowsOf(result)).toEqual([
      ['B1', 'F3', 80, 'preference-1'],
      ['B1', 'F1', 70, 'preference-2'],
    ]);
  });

  it('fills what the preferences cannot from the seeded random order', () => {
    // Hydro (reType 3) is F4 only: 200 kWh; the remaining 100 follow the seeded order of F1–F3.
    const result = allocateFitTracking({
      contracts: [contract(fitBuy('B1', 300, 300, [{ conditions: { reTypeCd: 3 } }]))],
      facilities,
      marketNo: 2024_1_1,
    });
    const volumes = new Map(facilities.map((f) => [f.facilityId, f.volume]));
    const expected: (string | number)[][] = [['B1', 'F4', 200, 'preference-1']];
    let need = 100;
    for (const id of seededOrder(['F1', 'F2', 'F3', 'F4'], 2024_1_1)) {
      const take = id === 'F4' ? 0 : Math.min(need, volumes.get(id)!);
      if (take > 0) expected.push(['B1', id, take, 'random']);
      need -= take;
    }
    expect(rowsOf(result)).toEqual(expected);
  });

  it('with no preference allocates from the seeded order, reproducibly', () => {
    const run = (marketNo: number | string) =>
      allocateFitTracking({ contracts: [contract(fitBuy('B1', 300, 120))], facilities, marketNo });
    const first = seededOrder(['F1', 'F2', 'F3', 'F4'], 42)[0]!;
    const r = run(42);
    expect(r.rows[0]).toMatchObject({ facilityId: first, source: 'random' });
    expect(r).toEqual(run(42));
    expect(r).toEqual(run('42'));
    expect(r.rows.reduce((s, x) => s + x.volume, 0)).toBe(120);
  });

  it('serves the higher price first even if it entered later', () => {
    const low = fitBuy('LOW', 200, 100, [{ facilityId: 'F1' }], 1);
    const high = fitBuy('HIGH', 300, 100, [{ facilityId: 'F1' }], 2);
    const result = allocateFitTracking({
      contracts: [contract(low), contract(high)],
      facilities: [facilities[0]!, facilities[3]!],
      marketNo: 1,
    });
    expect(rowsOf(result)).toEqual([
      ['HIGH', 'F1', 100, 'preference-1'],
      ['LOW', 'F4', 100, 'random'],
    ]);
  });

  it('at the same price serves the earlier entry first', () => {
    const late = fitBuy('LATE', 300, 100, [{ facilityId: 'F1' }], 9);
    const early = fitBuy('EARLY', 300, 60, [{ facilityId: 'F1' }], 3);
    const result = allocateFitTracking({ contracts: [contract(late), contract(early)], facilities, marketNo: 1 });
    expect(result.rows.filter((r) => r.facilityId === 'F1').map((r) => [r.buyBidId, r.volume])).toEqual([
      ['EARLY', 60],
      ['LATE', 40],
    ]);
  });

  it('requires every given condition to match', () => {
    // Tokyo prefecture with an Osaka municipality matches nothing, so the whole volume is random.
    const prefs = [{ conditions: { prefectureCd: TOKYO, municipalityCd: '271004' } }];
    const result = allocateFitTracking({
      contracts: [contract(fitBuy('B1', 300, 10, prefs))],
      facilities,
      marketNo: 5,
    });
    expect(result.rows.every((r) => r.source === 'random')).toBe(true);
    const both = [{ conditions: { prefectureCd: TOKYO, municipalityCd: '131024', plantGroupCd: 1 } }];
    const hit = allocateFitTracking({ contracts: [contract(fitBuy('B1', 300, 10, both))], facilities, marketNo: 5 });
    expect(rowsOf(hit)).toEqual([['B1', 'F2', 10, 'preference-1']]);
  });

  it('treats a null condition as not given, and a facility without municipality as matching none', () => {
    const noMunicipality = facility('F9', 40, OSAKA, null, 4);
    const prefs = [{ conditions: { municipalityCd: null, reTypeCd: 4 } }];
    const result = allocateFitTracking({
      contracts: [
        contract(fitBuy('B1', 300, 40, prefs)),
        contract(fitBuy('B2', 200, 10, [{ conditions: { municipalityCd: '271004' } }])),
      ],
      facilities: [...facilities, noMunicipality],
      marketNo: 3,
    });
    expect(rowsOf(result)).toEqual([
      ['B1', 'F9', 40, 'preference-1'],
      ['B2', 'F3', 10, 'preference-1'],
    ]);
  });

  it('uses only contracted volume and ignores bids that won nothing', () => {
    const result = allocateFitTracking({
      contracts: [contract(fitBuy('B1', 300, 500, [{ facilityId: 'F4' }]), 30), contract(fitBuy('B2', 300, 5), 0)],
      facilities,
      marketNo: 1,
    });
    expect(rowsOf(result)).toEqual([['B1', 'F4', 30, 'preference-1']]);
  });

  it('does not depend on the order facilities or contracts arrive in', () => {
    const contracts = [
      contract(fitBuy('B1', 300, 120, [{ conditions: { reTypeCd: 1 } }])),
      contract(fitBuy('B2', 250, 200)),
    ];
    const a = allocateFitTracking({ contracts, facilities, marketNo: 11 });
    const b = allocateFitTracking({
      contracts: contracts.slice().reverse(),
      facilities: facilities.slice().reverse(),
      marketNo: 11,
    });
    expect(b).toEqual(a);
  });

  it('refuses impossible input', () => {
    const over = [contract(fitBuy('B1', 300, 431))];
    expect(() => allocateFitTracking({ contracts: over, facilities, marketNo: 1 })).toThrow(ClearingInputError);
    const dup = [...facilities, facility('F1', 1, TOKYO, '131016', 1)];
    expect(() => allocateFitTracking({ contracts: [], facilities: dup, marketNo: 1 })).toThrow(/duplicate facilityId/);
    const three = [contract(fitBuy('B1', 300, 1, [{ facilityId: 'F1' }, { facilityId: 'F2' }, { facilityId: 'F3' }]))];
    expect(() => allocateFitTracking({ contracts: three, facilities, marketNo: 1 })).toThrow(ClearingInputError);
  });
});
