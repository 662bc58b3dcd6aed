import fc from 'fast-check';
import type { ContractedBid, FitBuyBid, FitFacility, TrackingPreference } from '@/lib/domain/clearing';
import { shuffled } from './book';

/**
 * Random FIT books for the columnar engine's equivalence test. Codes come from a narrow set (close
 * six-digit values: the engine numbers them with a table) or a wide one (far apart: a Map), which also
 * holds digit strings of other lengths that read alike ('01100', '1100', '001100') and must stay
 * distinct, so both numbering paths and the odd-length codes are exercised. Ids mix '#', 'F' and
 * 'f' prefixes without padding, so the code-unit order differs from the numeric one, and the input
 * arrives shuffled. Demand is below supply (surplus) or takes all of it (scarcity); now and then the
 * book is bad (demand above supply, a repeated id, a fractional volume) so refusals compare too.
 */
const NARROW = ['130001', '130002', '130005', '131016', '131024'];
const WIDE = ['010006', '130001', '270008', '470007', '01100', '1100', '001100', '13101'];

interface RawFacility {
  prefix: string;
  pref: number;
  munic: number;
  reTypeCd: number;
  plantGroupCd: number;
  volume: number;
}

const rawFacility: fc.Arbitrary<RawFacility> = fc.record({
  prefix: fc.constantFrom('#', 'F', 'f'),
  pref: fc.nat({ max: 6 }),
  munic: fc.nat({ max: 7 }), // past the code list: no municipality (the column is nullable)
  reTypeCd: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 5 }) }, fc.integer({ min: -3, max: 0 })),
  plantGroupCd: fc.integer({ min: 1, max: 3 }),
  volume: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constant(0)),
});

function toFacilities(raws: RawFacility[], codes: readonly string[]): FitFacility[] {
  return raws.map((r, i) => ({
    facilityId: `${r.prefix}${i}`,
    prefectureCd: codes[r.pref % codes.length]!,
    municipalityCd: r.munic < codes.length ? codes[(r.munic + 1) % codes.length]! : null,
    reTypeCd: r.reTypeCd,
    plantGroupCd: r.plantGroupCd,
    volume: r.volume,
  }));
}

function preferenceArb(ids: readonly string[], codes: readonly string[]): fc.Arbitrary<TrackingPreference> {
  const code = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...codes) }, fc.constantFrom('999999', '1300', 'x'));
  return fc.oneof(
    fc.constantFrom(...ids, 'F999', '#').map((facilityId) => ({ facilityId })),
    fc
      .record(
        {
          prefectureCd: fc.option(code, { freq: 2 }),
          municipalityCd: fc.option(code, { freq: 2 }),
          reTypeCd: fc.option(fc.integer({ min: -1, max: 6 }), { freq: 2 }),
          plantGroupCd: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 2 }),
        },
        { requiredKeys: [] },
      )
      .map((conditions) => ({ conditions })),
  );
}

export interface FitBook {
  readonly contracts: ContractedBid<FitBuyBid>[];
  readonly facilities: FitFacility[];
  readonly marketNo: number | string;
}

export const fitBookArb: fc.Arbitrary<FitBook> = fc
  .record({
    raws: fc.array(rawFacility, { maxLength: 40 }),
    codes: fc.constantFrom(NARROW, WIDE),
    seed: fc.integer(),
    marketNo: fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('2024-1-1', '')),
    fault: fc.oneof(
      { weight: 20, arbitrary: fc.constant('none' as const) },
      fc.constantFrom('overdraw' as const, 'duplicate' as const, 'fraction' as const),
    ),
  })
  .chain(({ raws, codes, seed, marketNo, fault }) => {
    const facilities = toFacilities(raws, codes);
    const ids = facilities.length ? facilities.map((f) => f.facilityId) : ['F0'];
    let supply = facilities.reduce((s, f) => s + f.volume, 0);
    const rawContract = fc.record({
      priceCents: fc.integer({ min: 40, max: 45 }),
      enteredAt: fc.integer({ min: 0, max: 3 }),
      want: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 800 })),
      extra: fc.integer({ min: 0, max: 50 }),
      preferences: fc.array(preferenceArb(ids, codes), { maxLength: 2 }),
    });
    return fc.array(rawContract, { maxLength: 15 }).map((rawContracts): FitBook => {
      const contracts = rawContracts.map((r, i) => {
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
      });
      const faulty = facilities.slice();
      if (fault === 'overdraw' && contracts.length) {
        const { bid, contractedVolume } = contracts[0]!;
        contracts[0] = { bid, contractedVolume: Math.min(bid.volume, contractedVolume + supply + 1) };
      }
      if (fault === 'duplicate' && faulty.length) faulty.push({ ...faulty[0]!, volume: 1 });
      if (fault === 'fraction' && faulty.length) faulty[faulty.length - 1] = { ...faulty.at(-1)!, volume: 0.5 };
      return { contracts: shuffled(contracts, seed), facilities: shuffled(faulty, seed + 1), marketNo };
    });
  });
