/**
 * Deliberately naive restatements of the domain.md#clearing-rules rules, written from the text rather than from
 * the engine, for the property tests to compare against. Quadratic and slow on purpose.
 */
import {
  compareBuyPriority,
  mulberry32,
  seedFromMarketNo,
  shuffleInPlace,
  type Bid,
  type ContractedBid,
  type FitBuyBid,
  type FitFacility,
  type TrackingPreference,
} from '@/lib/domain/clearing';

const total = (bids: readonly Bid[], keep: (b: Bid) => boolean) => bids.filter(keep).reduce((s, b) => s + b.volume, 0);

export function referenceSinglePrice(buys: readonly Bid[], sells: readonly Bid[]) {
  const prices = [...new Set([...buys, ...sells].map((b) => b.priceCents))].sort((a, b) => a - b);
  const rows = prices.map((p) => {
    const D = total(buys, (b) => b.priceCents >= p);
    const S = total(sells, (s) => s.priceCents <= p);
    const exec = Math.min(D, S);
    const workable = total(buys, (b) => b.priceCents > p) <= exec && total(sells, (s) => s.priceCents < p) <= exec;
    return { p, D, S, exec, surplus: D - S, workable };
  });
  const best = Math.max(0, ...rows.map((r) => r.exec));
  if (best === 0) return null;
  let left = rows.filter((r) => r.exec === best);
  if (left.length === 1) return { priceCents: left[0]!.p, step: 1, executed: best };
  const least = Math.min(...left.map((r) => Math.abs(r.surplus)));
  left = left.filter((r) => Math.abs(r.surplus) === least);
  if (left.length === 1) return { priceCents: left[0]!.p, step: 2, executed: best };
  if (left.every((r) => r.surplus > 0)) return { priceCents: left.at(-1)!.p, step: 3, executed: best };
  if (left.every((r) => r.surplus < 0)) return { priceCents: left[0]!.p, step: 3, executed: best };
  return { priceCents: left.find((r) => r.workable)!.p, step: 4, executed: best };
}

function matches(f: FitFacility, pref: TrackingPreference): boolean {
  if ('facilityId' in pref) return f.facilityId === pref.facilityId;
  const c = pref.conditions;
  return (
    (c.prefectureCd == null || c.prefectureCd === f.prefectureCd) &&
    (c.municipalityCd == null || c.municipalityCd === f.municipalityCd) &&
    (c.reTypeCd == null || c.reTypeCd === f.reTypeCd) &&
    (c.plantGroupCd == null || c.plantGroupCd === f.plantGroupCd)
  );
}

/** FIT allocation by scanning every facility for every preference of every contract. */
export function referenceFitAllocation(
  contracts: readonly ContractedBid<FitBuyBid>[],
  facilities: readonly FitFacility[],
  marketNo: number | string,
) {
  const byId = facilities.slice().sort((a, b) => (a.facilityId < b.facilityId ? -1 : 1));
  const positions = Int32Array.from(byId.keys());
  shuffleInPlace(positions, mulberry32(seedFromMarketNo(marketNo)));
  const order = Array.from(positions, (p) => ({ f: byId[p]!, left: byId[p]!.volume }));
  const rows: { buyBidId: string; facilityId: string; volume: number; source: string }[] = [];
  const served = contracts.filter((c) => c.contractedVolume > 0).sort((a, b) => compareBuyPriority(a.bid, b.bid));
  for (const { bid, contractedVolume } of served) {
    let need = contractedVolume;
    const passes: [string, (f: FitFacility) => boolean][] = (bid.preferences ?? []).map((pref, k) => [
      `preference-${k + 1}`,
      (f) => matches(f, pref),
    ]);
    passes.push(['random', () => true]);
    for (const [source, accept] of passes) {
      for (const slot of order) {
        if (need === 0 || slot.left === 0 || !accept(slot.f)) continue;
        const volume = Math.min(need, slot.left);
        slot.left -= volume;
        need -= volume;
        rows.push({ buyBidId: bid.bidId, facilityId: slot.f.facilityId, volume, source });
      }
    }
  }
  return rows;
}
