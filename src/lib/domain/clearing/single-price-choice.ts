import type { Bid, PriceRuleStep } from './types';

export interface SinglePriceChoice {
  readonly priceCents: number;
  readonly decidedByStep: PriceRuleStep;
  /** D(p): buy volume priced at or above p. */
  readonly demand: number;
  /** S(p): sell volume priced at or below p. */
  readonly supply: number;
  /** D(>p), the buys that must fill completely. */
  readonly demandAbove: number;
  /** S(<p), the sells that must fill completely. */
  readonly supplyBelow: number;
}

interface Curve {
  readonly prices: Float64Array; // distinct candidate prices, ascending
  readonly demand: Float64Array; // D at each candidate
  readonly supply: Float64Array; // S at each candidate
}

/**
 * D and S at every distinct bid price. Prices are integer hundredths within a band, so the volumes
 * are summed straight into one slot per price of the band; only prices spread wider than the book
 * (never from the real bands) fall back to sorting the distinct prices and looking each one up.
 */
function buildCurve(buys: readonly Bid[], sells: readonly Bid[]): Curve {
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (const bids of [buys, sells])
    for (const b of bids) {
      if (b.priceCents < min) min = b.priceCents;
      if (b.priceCents > max) max = b.priceCents;
      integral &&= Number.isSafeInteger(b.priceCents);
    }
  const span = max - min + 1;
  if (!integral || !(span >= 1 && span <= 4 * (buys.length + sells.length) + 1024)) return curveBySorting(buys, sells);
  const demandAt = new Float64Array(span);
  const supplyAt = new Float64Array(span);
  const bid = new Uint8Array(span);
  for (const b of buys) {
    demandAt[b.priceCents - min]! += b.volume;
    bid[b.priceCents - min] = 1;
  }
  for (const s of sells) {
    supplyAt[s.priceCents - min]! += s.volume;
    bid[s.priceCents - min] = 1;
  }
  let n = 0;
  for (let k = 0; k < span; k++) n += bid[k]!;
  const prices = new Float64Array(n);
  const demand = new Float64Array(n);
  const supply = new Float64Array(n);
  for (let k = 0, at = 0; k < span; k++) {
    if (!bid[k]) continue;
    prices[at] = min + k;
    demand[at] = demandAt[k]!;
    supply[at++] = supplyAt[k]!;
  }
  return cumulative({ prices, demand, supply });
}

function curveBySorting(buys: readonly Bid[], sells: readonly Bid[]): Curve {
  const all = new Float64Array(buys.length + sells.length);
  buys.forEach((b, i) => (all[i] = b.priceCents));
  sells.forEach((s, i) => (all[buys.length + i] = s.priceCents));
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  const prices = all.slice(0, n);
  const at = new Map<number, number>();
  prices.forEach((p, k) => at.set(p, k));

  const demand = new Float64Array(n);
  const supply = new Float64Array(n);
  for (const b of buys) demand[at.get(b.priceCents)!]! += b.volume;
  for (const s of sells) supply[at.get(s.priceCents)!]! += s.volume;
  return cumulative({ prices, demand, supply });
}

/** Volumes at each price → D(p) (buys at or above p) and S(p) (sells at or below p). */
function cumulative(curve: Curve): Curve {
  const { demand, supply } = curve;
  const n = demand.length;
  for (let k = n - 2; k >= 0; k--) demand[k]! += demand[k + 1]!;
  for (let k = 1; k < n; k++) supply[k]! += supply[k - 1]!;
  return curve;
}

/**
 * The single-price rule of domain.md#single-price-clearing-non-fit. Returns null when no price executes anything.
 *
 * Step 4 as written ("the lowest remaining price") can land on a price where the buys strictly above
 * it exceed the supply, which would break "buys above the price fill fully". Example: buys 50@1.10 and
 * 50@0.80, sells 50@0.70 and 50@1.00 execute 50 with a surplus of 50 at every price, but at 0.70 there
 * are 100 kWh of buys above the price. Such a price always has a higher remaining candidate that works,
 * so step 4 takes the lowest remaining price at which every bid better than the price can fill (0.80
 * here). Steps 1–3 can never pick an unworkable price, so they are unchanged.
 */
export function chooseSinglePrice(buys: readonly Bid[], sells: readonly Bid[]): SinglePriceChoice | null {
  const { prices, demand, supply } = buildCurve(buys, sells);
  const n = prices.length;
  const executed = (k: number) => Math.min(demand[k]!, supply[k]!);
  const surplus = (k: number) => demand[k]! - supply[k]!;

  let best = 0;
  for (let k = 0; k < n; k++) best = Math.max(best, executed(k));
  if (best === 0) return null;

  let remaining: number[] = [];
  for (let k = 0; k < n; k++) if (executed(k) === best) remaining.push(k);
  let step: PriceRuleStep = 1;
  let pick = remaining[0]!;

  if (remaining.length > 1) {
    const least = remaining.reduce((m, k) => Math.min(m, Math.abs(surplus(k))), Infinity);
    remaining = remaining.filter((k) => Math.abs(surplus(k)) === least);
    step = 2;
    pick = remaining[0]!;
  }
  if (remaining.length > 1) {
    if (remaining.every((k) => surplus(k) > 0)) {
      step = 3;
      pick = remaining[remaining.length - 1]!;
    } else if (remaining.every((k) => surplus(k) < 0)) {
      step = 3;
      pick = remaining[0]!;
    } else {
      step = 4;
      const workable = (k: number) =>
        surplus(k) > 0
          ? (demand[k + 1] ?? 0) <= supply[k]!
          : surplus(k) < 0
            ? (supply[k - 1] ?? 0) <= demand[k]!
            : true;
      pick = remaining.find(workable)!;
    }
  }

  return {
    priceCents: prices[pick]!,
    decidedByStep: step,
    demand: demand[pick]!,
    supply: supply[pick]!,
    demandAbove: demand[pick + 1] ?? 0,
    supplyBelow: supply[pick - 1] ?? 0,
  };
}
