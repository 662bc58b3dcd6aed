import { describe, expect, it } from 'vitest';
import {
  bidPoint,
  linearScale,
  maxPriceOf,
  niceStep,
  niceTicks,
  ordered,
  ownSteps,
  pathOf,
  stepPoints,
  totalOf,
  truncateAt,
  volumeExtent,
} from '@/islands/bid/chart/curve-scales';

const demand = [
  { price: 0.9, cumulativeVolume: 30_000 },
  { price: 1.2, cumulativeVolume: 10_000 },
  { price: 0.7, cumulativeVolume: 45_000 },
];
const supply = [
  { price: 0.8, cumulativeVolume: 35_000 },
  { price: 0.6, cumulativeVolume: 20_000 },
];

describe('chart scales', () => {
  it('maps a domain linearly onto pixels, also reversed for the y axis', () => {
    const x = linearScale([0, 100], [50, 250]);
    expect(x(0)).toBe(50);
    expect(x(50)).toBe(150);
    const y = linearScale([0, 2], [300, 20]);
    expect(y(0)).toBe(300);
    expect(y(2)).toBe(20);
    expect(y(1)).toBe(160);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(0);
  });

  it('picks nice steps of 1, 2, 2.5 and 5 times a power of ten', () => {
    expect(niceStep(45_000, 5)).toBe(10_000);
    expect(niceStep(1.3, 5)).toBe(0.5);
    expect(niceStep(4, 5)).toBe(1);
    expect(niceStep(12, 5)).toBe(2.5);
    expect(niceStep(0, 5)).toBe(1);
  });

  it('gives ticks from zero to a nice end at or above the maximum, without float noise', () => {
    expect(niceTicks(45_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(niceTicks(1.2)).toEqual([0, 0.25, 0.5, 0.75, 1, 1.25]);
    expect(niceTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(10_000_000_000)).toEqual([0, 2e9, 4e9, 6e9, 8e9, 1e10]);
    expect(niceTicks(0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('orders demand by price descending and supply ascending', () => {
    expect(ordered(demand, 'demand').map((s) => s.price)).toEqual([1.2, 0.9, 0.7]);
    expect(ordered(supply, 'supply').map((s) => s.price)).toEqual([0.6, 0.8]);
  });

  it('draws demand as a descending step line that falls to the floor at its total', () => {
    expect(stepPoints(demand, 'demand', 0, 1.5)).toEqual([
      [0, 1.2],
      [10_000, 1.2],
      [10_000, 0.9],
      [30_000, 0.9],
      [30_000, 0.7],
      [45_000, 0.7],
      [45_000, 0],
    ]);
  });

  it('draws supply as an ascending step line that rises to the ceiling', () => {
    expect(stepPoints(supply, 'supply', 0, 1.5)).toEqual([
      [0, 0.6],
      [20_000, 0.6],
      [20_000, 0.8],
      [35_000, 0.8],
      [35_000, 1.5],
    ]);
    expect(stepPoints([], 'supply', 0, 1)).toEqual([]);
  });

  it('writes an SVG path in pixels rounded to a tenth', () => {
    const x = linearScale([0, 3], [0, 100]);
    const y = linearScale([0, 1], [100, 0]);
    expect(
      pathOf(
        [
          [0, 1],
          [1, 1],
          [1, 0.5],
        ],
        x,
        y,
      ),
    ).toBe('M0 0 L33.3 0 L33.3 50');
  });

  it('places an own bid mid-way along its price level, or on the nearest level', () => {
    expect(bidPoint(0.9, demand, 'demand')).toEqual([20_000, 0.9]);
    expect(bidPoint(1.2, demand, 'demand')).toEqual([5_000, 1.2]);
    expect(bidPoint(0.8, supply, 'supply')).toEqual([27_500, 0.8]);
    expect(bidPoint(0.85, supply, 'supply')).toEqual([27_500, 0.85]);
    expect(bidPoint(1, [], 'demand')).toEqual([0, 1]);
  });

  it('takes the top price from both curves and the clearing price', () => {
    expect(maxPriceOf(demand, supply, null)).toBe(1.2);
    expect(maxPriceOf([], [], 1.3)).toBe(1.3);
    expect(totalOf(demand)).toBe(45_000);
    expect(totalOf([])).toBe(0);
  });

  it("reaches the member's own bids when the curves are withheld (FIT 1.20/0.60 above a 0.45 supply)", () => {
    const fitSupply = [{ price: 0.45, cumulativeVolume: 15_000 }];
    expect(maxPriceOf([], fitSupply, 0.45, [1.2, 0.6])).toBe(1.2);
    const axis = niceTicks(maxPriceOf([], fitSupply, 0.45, [1.2, 0.6]) * 1.08);
    expect(axis[axis.length - 1]).toBeGreaterThanOrEqual(1.2);
  });

  it('keeps kWh ticks whole and distinct however small the volume (no 「0 0 0 1 1 1」)', () => {
    expect(niceTicks(0, 5, true)).toEqual([0, 1]);
    expect(niceTicks(1, 5, true)).toEqual([0, 1]);
    expect(niceTicks(3, 5, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(45_000, 5, true)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    for (const max of [0, 0.4, 1, 2, 3, 7, 12, 99, 1_234]) {
      const ticks = niceTicks(max, 5, true);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(new Set(ticks.map(Math.round)).size).toBe(ticks.length);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
    }
  });

  it('builds a curve of the own bids of one side to place them on when the market curve is withheld', () => {
    const buys = [
      { price: 0.6, volume: 2_000 },
      { price: 1.2, volume: 3_000 },
      { price: 0.6, volume: 500 },
    ];
    expect(ownSteps(buys, 'demand')).toEqual([
      { price: 1.2, cumulativeVolume: 3_000 },
      { price: 0.6, cumulativeVolume: 5_500 },
    ]);
    expect(bidPoint(0.6, ownSteps(buys, 'demand'), 'demand')).toEqual([4_250, 0.6]);
    expect(ownSteps([{ price: 0.7, volume: 5_000 }], 'supply')).toEqual([{ price: 0.7, cumulativeVolume: 5_000 }]);
    expect(ownSteps([], 'supply')).toEqual([]);
  });

  it('zooms the x axis onto the crossing when one side dwarfs the other, as the FIT supply does', () => {
    expect(volumeExtent(45_000, 35_000)).toEqual({ max: 45_000, zoomed: false });
    expect(volumeExtent(100_000, 10_000_000_000)).toEqual({ max: 150_000, zoomed: true });
    expect(volumeExtent(0, 500)).toEqual({ max: 500, zoomed: false });
  });

  it('cuts a step line where it crosses the edge of the axis', () => {
    const fitSupply = stepPoints([{ price: 0.4, cumulativeVolume: 1e10 }], 'supply', 0, 4);
    expect(truncateAt(fitSupply, 150_000)).toEqual([
      [0, 0.4],
      [150_000, 0.4],
    ]);
    const line = stepPoints(demand, 'demand', 0, 1.5);
    expect(truncateAt(line, 100_000)).toEqual(line);
  });
});
