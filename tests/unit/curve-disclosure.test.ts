import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { disclosedLevels, type CurveBidLevel } from '../../src/lib/domain/auction';

const VIEWER = 1;
const lv = (priceCents: number, organizationId: number, volume: number): CurveBidLevel => ({
  priceCents,
  organizationId,
  volume,
});

describe('disclosedLevels (who a bid curve may identify)', () => {
  it('shows nothing of a thin market: one buyer and one seller', () => {
    expect(disclosedLevels([lv(100, 2, 40_000)], VIEWER)).toEqual([]);
    expect(disclosedLevels([lv(100, VIEWER, 40_000)], VIEWER)).toEqual([]);
  });

  it('does not count the viewer towards the three members a step needs', () => {
    const levels = [lv(120, VIEWER, 10), lv(120, 2, 10), lv(120, 3, 10)];
    expect(disclosedLevels(levels, VIEWER)).toEqual([]);
    expect(disclosedLevels([...levels, lv(120, 4, 10)], VIEWER)).toEqual([{ priceCents: 120, volume: 40 }]);
  });

  it('merges thin levels into the next level along the curve, shown at its price', () => {
    const demand = [lv(150, VIEWER, 10), lv(140, 2, 10), lv(140, 3, 10), lv(120, 4, 10), lv(120, 5, 10)];
    expect(disclosedLevels(demand, VIEWER)).toEqual([{ priceCents: 120, volume: 50 }]);
  });

  it('adds a thin tail to the step before it', () => {
    const demand = [lv(150, 1, 10), lv(140, 2, 10), lv(140, 3, 10), lv(120, 4, 10), lv(120, 5, 10)];
    expect(disclosedLevels(demand, 4)).toEqual([{ priceCents: 120, volume: 50 }]);
    const supply = [lv(80, 2, 5), lv(80, 3, 5), lv(80, 4, 5), lv(90, 5, 5), lv(90, 6, 5), lv(90, 7, 5), lv(95, 8, 1)];
    expect(disclosedLevels(supply, VIEWER)).toEqual([
      { priceCents: 80, volume: 15 },
      { priceCents: 95, volume: 16 },
    ]);
  });

  const arbitraryBook = fc.array(
    fc.record({
      priceCents: fc.integer({ min: 40, max: 60 }),
      organizationId: fc.integer({ min: 1, max: 8 }),
      volume: fc.integer({ min: 1, max: 1_000 }),
    }),
    { maxLength: 40 },
  );

  it('keeps the total volume, never shows a step of fewer than three other members, keeps the curve order', () => {
    fc.assert(
      fc.property(arbitraryBook, fc.integer({ min: 1, max: 8 }), (raw, viewer) => {
        const levels = [...raw].sort((a, b) => b.priceCents - a.priceCents);
        const shown = disclosedLevels(levels, viewer);
        const others = new Set(levels.map((l) => l.organizationId).filter((m) => m !== viewer));
        if (others.size < 3) {
          expect(shown).toEqual([]);
          return;
        }
        expect(shown.reduce((a, s) => a + s.volume, 0)).toBe(levels.reduce((a, l) => a + l.volume, 0));
        shown.forEach((step, i) => {
          // Step i covers the prices from its own up to (not including) the step before it.
          const above = i === 0 ? Infinity : shown[i - 1]!.priceCents;
          if (i > 0) expect(step.priceCents).toBeLessThan(above);
          const inStep = levels.filter((l) => l.priceCents >= step.priceCents && l.priceCents < above);
          expect(inStep.reduce((a, l) => a + l.volume, 0)).toBe(step.volume);
          expect(new Set(inStep.map((l) => l.organizationId).filter((m) => m !== viewer)).size).toBeGreaterThanOrEqual(
            3,
          );
        });
      }),
    );
  });
});
