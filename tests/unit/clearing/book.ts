import fc from 'fast-check';
import type { BuyBid, FitBuyBid, FitFacility, SellBid, TrackingPreference } from '@/lib/domain/clearing';

let serial = 0;

/** Terse bid builders for hand-worked books: id, price in cents, volume, entry time. */
export function buy(
  bidId: string,
  priceCents: number,
  volume: number,
  enteredAt = 0,
  memberNumber = `M-${bidId}`,
): BuyBid {
  return { bidId, memberNumber, bidNo: ++serial, enteredAt, priceCents, volume };
}

export function sell(
  bidId: string,
  priceCents: number,
  volume: number,
  enteredAt = 0,
  facilityId = `FAC-${bidId}`,
): SellBid {
  return { bidId, memberNumber: `M-${bidId}`, bidNo: ++serial, enteredAt, priceCents, volume, facilityId };
}

export function fitBuy(
  bidId: string,
  priceCents: number,
  volume: number,
  preferences: TrackingPreference[] = [],
  enteredAt = 0,
): FitBuyBid {
  return { ...buy(bidId, priceCents, volume, enteredAt), preferences };
}

export function facility(
  facilityId: string,
  volume: number,
  prefectureCd: string,
  municipalityCd: string | null,
  reTypeCd: number,
  plantGroupCd = 1,
): FitFacility {
  return { facilityId, volume, prefectureCd, municipalityCd, reTypeCd, plantGroupCd };
}

/** Contracted volume by bid id, for readable assertions. */
export function volumesById(results: readonly { bid: { bidId: string }; contractedVolume: number }[]) {
  return Object.fromEntries(results.map((r) => [r.bid.bidId, r.contractedVolume]));
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Random books with few distinct prices, entry times and members so that ties at the margin, equal
 * remainders and multi-bid members are common rather than rare. The coarse variant uses round volumes
 * so that equal executed volumes and equal surpluses (rule steps 3 and 4) turn up often too.
 */
type RawBid = { priceCents: number; volume: number; enteredAt: number; member: number };

function rawBid(volume: fc.Arbitrary<number>, maxPrice: number): fc.Arbitrary<RawBid> {
  return fc.record({
    priceCents: fc.integer({ min: 60, max: maxPrice }),
    volume,
    enteredAt: fc.integer({ min: 0, max: 5 }),
    member: fc.integer({ min: 1, max: 6 }),
  });
}

function toBids(raws: RawBid[], side: string) {
  return raws.map((r, i) => ({
    bidId: `${side}${i}`,
    memberNumber: `M${r.member}`,
    bidNo: i,
    enteredAt: r.enteredAt,
    priceCents: r.priceCents,
    volume: r.volume,
  }));
}

function bookArb(volume: fc.Arbitrary<number>, maxPrice: number, maxLength: number) {
  const side = fc.array(rawBid(volume, maxPrice), { maxLength });
  return {
    buys: side.map((raws): BuyBid[] => toBids(raws, 'B')),
    sells: side.map((raws): SellBid[] => toBids(raws, 'S').map((b, i) => ({ ...b, facilityId: `F${i % 4}` }))),
  };
}

const fine = bookArb(fc.integer({ min: 1, max: 1000 }), 70, 25);
const coarse = bookArb(fc.constantFrom(10, 20, 30), 64, 6);
export const buysArb = fine.buys;
export const bookArbs = [
  { label: 'fine volumes', buys: fine.buys, sells: fine.sells },
  { label: 'round volumes', buys: coarse.buys, sells: coarse.sells },
] as const;

/** A seeded reordering of `items` (a local LCG, independent of the engine's PRNG). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
