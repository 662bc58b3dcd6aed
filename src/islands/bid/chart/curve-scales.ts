/*
 * Pure geometry of the supply and demand chart: step lines and where the member's own bids sit on
 * them. The scales, "nice" ticks and paths are the domain's (src/lib/domain/chart, shared with the
 * public site's 市場結果 chart) and re-exported here. No React, no DOM: unit-tested on its own.
 */
import type { Point } from '../../../lib/domain/chart';

export { linearScale, niceStep, niceTicks, pathOf, type Point } from '../../../lib/domain/chart';

export interface CurveStep {
  price: number;
  cumulativeVolume: number;
}

export type Side = 'demand' | 'supply';

/** Demand by price descending, supply by price ascending; both with growing cumulative volume. */
export function ordered(steps: readonly CurveStep[], side: Side): CurveStep[] {
  const sign = side === 'demand' ? -1 : 1;
  return [...steps].sort((a, b) => sign * (a.price - b.price) || a.cumulativeVolume - b.cumulativeVolume);
}

/**
 * The step line in data units: along each price level from the previous cumulative volume to its
 * own, then vertically to the next level. Demand finally falls to `floor` (below its lowest bid
 * everything is bought), supply rises to `ceiling`.
 */
export function stepPoints(steps: readonly CurveStep[], side: Side, floor: number, ceiling: number): Point[] {
  const sorted = ordered(steps, side);
  if (sorted.length === 0) return [];
  const points: Point[] = [[0, sorted[0]!.price]];
  for (const s of sorted) {
    const last = points[points.length - 1]!;
    if (last[1] !== s.price) points.push([last[0], s.price]);
    points.push([s.cumulativeVolume, s.price]);
  }
  const end = points[points.length - 1]!;
  points.push([end[0], side === 'demand' ? floor : ceiling]);
  return points;
}

/**
 * Where a bid sits on its curve: at its price, in the middle of that price level's stretch of
 * cumulative volume (the nearest level if the curve has no step at exactly that price).
 */
export function bidPoint(price: number, steps: readonly CurveStep[], side: Side): Point {
  const sorted = ordered(steps, side);
  if (sorted.length === 0) return [0, price];
  let best = 0;
  sorted.forEach((s, i) => {
    if (Math.abs(s.price - price) < Math.abs(sorted[best]!.price - price)) best = i;
  });
  const from = best === 0 ? 0 : sorted[best - 1]!.cumulativeVolume;
  return [(from + sorted[best]!.cumulativeVolume) / 2, price];
}

/**
 * The highest price the chart draws: both curves, the clearing price and the member's own bids
 * (the y axis starts at 0). Without the own bids a thin market's axis stopped below them.
 */
export function maxPriceOf(
  demand: readonly CurveStep[],
  supply: readonly CurveStep[],
  clearingPrice: number | null,
  ownPrices: readonly number[] = [],
): number {
  return Math.max(0, clearingPrice ?? 0, ...ownPrices, ...[...demand, ...supply].map((s) => s.price));
}

export interface OwnBidShape {
  price: number;
  volume: number;
}

/**
 * The member's own bids of one side as a step curve of their own. Where the market's curve of
 * that side is withheld (decision 0009) the own bids are placed on it instead, so they are still
 * marked at their price and volume.
 */
export function ownSteps(bids: readonly OwnBidShape[], side: Side): CurveStep[] {
  const sign = side === 'demand' ? -1 : 1;
  const byPrice = new Map<number, number>();
  for (const b of bids) byPrice.set(b.price, (byPrice.get(b.price) ?? 0) + b.volume);
  let cumulative = 0;
  return [...byPrice.entries()]
    .sort(([a], [b]) => sign * (a - b))
    .map(([price, volume]) => ({ price, cumulativeVolume: (cumulative += volume) }));
}

/** Beyond this ratio between the two curves' totals the far end of the longer one is cut off. */
const ZOOM_RATIO = 4;

/**
 * The cumulative kWh the x axis must reach. When one side dwarfs the other (the FIT supply is
 * often orders of magnitude above demand) the axis ends at 1.5 × the smaller total, where the
 * curves meet, and the longer curve runs off the edge.
 */
export function volumeExtent(demandTotal: number, supplyTotal: number): { max: number; zoomed: boolean } {
  const small = Math.min(demandTotal, supplyTotal);
  const large = Math.max(demandTotal, supplyTotal);
  if (small > 0 && large > ZOOM_RATIO * small) return { max: small * 1.5, zoomed: true };
  return { max: large, zoomed: false };
}

/** The line cut where it crosses x = xMax (step lines cross it on a horizontal stretch). */
export function truncateAt(points: readonly Point[], xMax: number): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    if (p[0] <= xMax) {
      out.push(p);
      continue;
    }
    const prev = out[out.length - 1];
    if (prev) out.push([xMax, prev[1]]);
    break;
  }
  return out;
}

export function totalOf(steps: readonly CurveStep[]): number {
  return Math.max(0, ...steps.map((s) => s.cumulativeVolume));
}
