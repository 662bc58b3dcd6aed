import { linearScale, niceTicks, pathOf, type Point } from '../../../../src/lib/domain/chart';
import { isContractWithheld, NO_TRADE_TEXT, WITHHELD_TEXT, type MarketResult } from './market-result';

/*
 * Geometry of one product's chart over the rounds of a year: contracted kWh as bars on the right
 * axis, the contract price as a line on the left axis (FIT: the average, with a whisker from the
 * lowest to the highest price). A withheld round has neither bar nor point and is labelled 非公開
 * (one without trade 約定なし); the price line breaks where a round has no price. Pure: unit-tested without a DOM.
 */
export const CHART = { width: 640, height: 300, left: 56, right: 90, top: 36, bottom: 40 } as const;

export interface RoundMark {
  roundNo: number;
  /** Centre of the round's band. */
  x: number;
  /** The text under the round's place when it has no bar or point: 非公開, or 約定なし. */
  label: string | null;
  bar: { x: number; y: number; width: number; height: number } | null;
  price: { y: number; low: number | null; high: number | null } | null;
}

export interface Tick {
  value: number;
  y: number;
}

export interface RoundChartModel {
  marks: RoundMark[];
  /** One path per unbroken stretch of prices. */
  pricePaths: string[];
  priceTicks: Tick[];
  volumeTicks: Tick[];
  plot: { x0: number; x1: number; y0: number; y1: number };
}

export function roundChartModel(results: readonly MarketResult[]): RoundChartModel {
  const rounds = [...results].sort((a, b) => a.roundNo - b.roundNo);
  const plot = { x0: CHART.left, x1: CHART.width - CHART.right, y0: CHART.height - CHART.bottom, y1: CHART.top };
  const published = rounds.filter((r) => !isContractWithheld(r));
  const prices = published.flatMap((r) => [r.contractPrice, r.contractHighestPrice]).filter((p) => p !== null);
  const priceAxis = niceTicks(Math.max(0, ...prices), 4);
  const volumeAxis = niceTicks(Math.max(0, ...published.map((r) => r.contractVolume ?? 0)), 4, true);
  const py = linearScale([0, priceAxis.at(-1)!], [plot.y0, plot.y1]);
  const vy = linearScale([0, volumeAxis.at(-1)!], [plot.y0, plot.y1]);
  const band = (plot.x1 - plot.x0) / Math.max(1, rounds.length);
  const barWidth = Math.min(48, band * 0.5);

  const marks = rounds.map((r, i): RoundMark => {
    const x = plot.x0 + band * (i + 0.5);
    const withheld = isContractWithheld(r);
    const volume = withheld ? null : r.contractVolume;
    const bar =
      volume === null ? null : { x: x - barWidth / 2, y: vy(volume), width: barWidth, height: plot.y0 - vy(volume) };
    const price =
      withheld || r.contractPrice === null
        ? null
        : {
            y: py(r.contractPrice),
            low: r.contractLowestPrice === null ? null : py(r.contractLowestPrice),
            high: r.contractHighestPrice === null ? null : py(r.contractHighestPrice),
          };
    const label = withheld ? WITHHELD_TEXT : r.contractPrice === null ? NO_TRADE_TEXT : null;
    return { roundNo: r.roundNo, x, label, bar, price };
  });

  const stretches: Point[][] = [[]];
  for (const m of marks) {
    if (m.price) stretches.at(-1)!.push([m.x, m.price.y]);
    else if (stretches.at(-1)!.length > 0) stretches.push([]);
  }
  const identity = (v: number) => v;
  return {
    marks,
    pricePaths: stretches.filter((s) => s.length > 1).map((s) => pathOf(s, identity, identity)),
    priceTicks: priceAxis.map((value) => ({ value, y: py(value) })),
    volumeTicks: volumeAxis.map((value) => ({ value, y: vy(value) })),
    plot,
  };
}
