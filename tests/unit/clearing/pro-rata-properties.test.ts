import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rationProRata } from '@/lib/domain/clearing';

/** Largest remainder done entirely in BigInt, as the exact yardstick. */
function reference(claims: readonly number[], amount: number): number[] {
  const c = claims.map(BigInt);
  const t = c.reduce((a, b) => a + b, 0n);
  const a = BigInt(amount);
  const floors = c.map((v) => (a * v) / t);
  const rems = c.map((v) => (a * v) % t);
  let spare = a - floors.reduce((x, y) => x + y, 0n);
  const order = c.map((_, i) => i).sort((i, j) => (rems[j]! > rems[i]! ? 1 : rems[j]! < rems[i]! ? -1 : i - j));
  for (const i of order) if (spare-- > 0n) floors[i]! += 1n;
  return floors.map(Number);
}

const claimsAndAmount = (maxClaim: number) =>
  fc
    .array(fc.integer({ min: 1, max: maxClaim }), { minLength: 1, maxLength: 30 })
    .chain((claims) => fc.tuple(fc.constant(claims), fc.integer({ min: 0, max: claims.reduce((a, b) => a + b, 0) })));

describe('rationProRata properties', () => {
  // Small, near-2^26 (products near 2^53, where double division rounds) and FIT-sized claims.
  for (const [label, maxClaim] of [
    ['small', 100],
    ['near 2^26', 2 ** 26],
    ['FIT-sized', 2e11],
  ] as const) {
    it(`shares exactly and matches the BigInt reference (${label})`, () => {
      fc.assert(
        fc.property(claimsAndAmount(maxClaim), ([claims, amount]) => {
          const shares = rationProRata(claims, amount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((s, i) => {
            expect(Number.isSafeInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(claims[i]!);
          });
          expect(shares).toEqual(reference(claims, amount));
        }),
        { numRuns: 500 },
      );
    });
  }
});
