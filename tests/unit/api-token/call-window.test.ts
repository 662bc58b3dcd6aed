import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { callVerdict, CALL_WINDOW, slotOf } from '../../../src/lib/domain/api-token/call-window';

const WINDOW_MS = CALL_WINDOW.windowSeconds * 1000;

/**
 * Calls at the given moments (epoch ms, ascending) through the rule as the server applies it: the
 * call takes its point in its slot, and a refused call gives it back. Answers the moments let through.
 */
function letThrough(moments: number[], limit: number): { passed: number[]; retryAfter: number[] } {
  const counts = new Map<number, number>();
  const passed: number[] = [];
  const retryAfter: number[] = [];
  for (const at of moments) {
    const slot = slotOf(at);
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
    const verdict = callVerdict(counts, at, limit);
    if (verdict.allowed) passed.push(at);
    else {
      counts.set(slot, counts.get(slot)! - 1);
      retryAfter.push(verdict.retryAfterSeconds);
    }
  }
  return { passed, retryAfter };
}

/** The most calls inside any 60 seconds (both ends included). */
function mostInAnyWindow(passed: number[]): number {
  let most = 0;
  for (let i = 0, j = 0; j < passed.length; j++) {
    while (passed[j]! - passed[i]! > WINDOW_MS) i++;
    most = Math.max(most, j - i + 1);
  }
  return most;
}

const START = Date.UTC(2026, 11, 7, 9, 0, 0);

describe('a token’s calls in any 60 seconds', () => {
  it('lets the limit through at once, then refuses with a Retry-After that ends the refusal', () => {
    const burst = Array.from({ length: 130 }, (_, i) => START + 1000 + i);
    const { passed, retryAfter } = letThrough(burst, 120);
    expect(passed).toHaveLength(120);
    expect(retryAfter).toHaveLength(10);
    // The burst's slot leaves the window 60–65 s after it began.
    for (const seconds of retryAfter) expect(seconds).toBeGreaterThanOrEqual(59);
    for (const seconds of retryAfter) expect(seconds).toBeLessThanOrEqual(65);
    const after = START + 1000 + retryAfter[0]! * 1000;
    expect(letThrough([...burst, after], 120).passed.at(-1)).toBe(after);
  });

  it('refuses the second burst of a minute’s edge that a count per fixed minute let through', () => {
    // The limit just before a minute ends and again just after: 240 calls in 2 seconds under a fixed minute.
    const edge = START + WINDOW_MS;
    const moments = [
      ...Array.from({ length: 120 }, (_, i) => edge - 1000 + i),
      ...Array.from({ length: 120 }, (_, i) => edge + 1000 + i),
    ];
    const { passed } = letThrough(moments, 120);
    expect(passed).toHaveLength(120);
  });

  it('never lets more than the limit through in any 60 seconds, whatever the calls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 4 * WINDOW_MS }), { minLength: 1, maxLength: 400 }),
        (limit, offsets) => {
          const moments = offsets.map((o) => START + o).sort((a, b) => a - b);
          expect(mostInAnyWindow(letThrough(moments, limit).passed)).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets a client pacing at 12/13 of the limit through without a refusal', () => {
    // The span looked back on is at most 65 s, so a pace of limit calls per 65 s always fits.
    const limit = 120;
    const gap = Math.ceil(((CALL_WINDOW.windowSeconds + CALL_WINDOW.slotSeconds) * 1000) / limit);
    const moments = Array.from({ length: 600 }, (_, i) => START + 321 + i * gap);
    expect(letThrough(moments, limit).retryAfter).toEqual([]);
  });

  it('refuses a call no sooner than needed: at the Retry-After, one more call passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 2 * WINDOW_MS }), { minLength: 1, maxLength: 200 }),
        (limit, offsets) => {
          const moments = offsets.map((o) => START + o).sort((a, b) => a - b);
          const counts = new Map<number, number>();
          for (const at of moments) {
            const slot = slotOf(at);
            counts.set(slot, (counts.get(slot) ?? 0) + 1);
            const verdict = callVerdict(counts, at, limit);
            if (verdict.allowed) continue;
            counts.set(slot, counts.get(slot)! - 1);
            const retryAt = at + verdict.retryAfterSeconds * 1000;
            const later = new Map(counts);
            later.set(slotOf(retryAt), (later.get(slotOf(retryAt)) ?? 0) + 1);
            expect(callVerdict(later, retryAt, limit).allowed).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
