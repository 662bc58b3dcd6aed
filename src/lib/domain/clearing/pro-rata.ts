import { ClearingInputError } from './clearing-input-error';

/**
 * Shares `amount` kWh among claims in proportion to their size, in whole kWh, by the largest-remainder
 * method. `claims` must be in priority order: equal remainders go to the earlier claim, which is how
 * the caller's entry-time rule reaches the tie.
 *
 * The exact quota amount·v/total is split into floor and remainder; remainders share the denominator
 * `total`, so comparing the integer numerators is exact. BigInt is used only when amount·v could
 * pass 2^53 (a FIT round can reach 10^10 kWh per side).
 */
export function rationProRata(claims: readonly number[], amount: number): number[] {
  let total = 0;
  let largest = 0;
  for (const v of claims) {
    total += v;
    if (v > largest) largest = v;
  }
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(amount) || amount < 0 || amount > total) {
    throw new ClearingInputError(`cannot ration ${amount} kWh over claims totalling ${total}`);
  }
  if (amount === total) return claims.slice();
  if (amount === 0) return claims.map(() => 0);

  // Headroom of one `total` lets splitSafe correct a quotient that rounded up; a product at or
  // below 2^53 - 1 is exact in doubles, so the test itself is exact.
  const fitsDouble = amount * largest <= Number.MAX_SAFE_INTEGER - total;
  const { shares, remainders } = fitsDouble ? splitSafe(claims, amount, total) : splitBig(claims, amount, total);

  let handedOut = 0;
  for (const s of shares) handedOut += s;
  const leftover = amount - handedOut; // fewer than claims.length, since each floor loses < 1
  if (leftover > 0) {
    const order = claims.map((_, i) => i);
    order.sort((a, b) => compareRemainders(remainders[b]!, remainders[a]!) || a - b);
    for (let k = 0; k < leftover; k++) shares[order[k]!]! += 1;
  }
  return shares;
}

interface Split<R> {
  shares: number[];
  remainders: R[];
}

function splitSafe(claims: readonly number[], amount: number, total: number): Split<number> {
  const shares: number[] = [];
  const remainders: number[] = [];
  for (const v of claims) {
    const numerator = amount * v;
    // The double quotient can round up to the next integer when the true one sits just below it.
    let share = Math.floor(numerator / total);
    let remainder = numerator - share * total;
    if (remainder < 0) {
      share -= 1;
      remainder += total;
    }
    shares.push(share);
    remainders.push(remainder);
  }
  return { shares, remainders };
}

function splitBig(claims: readonly number[], amount: number, total: number): Split<bigint> {
  const a = BigInt(amount);
  const t = BigInt(total);
  const shares: number[] = [];
  const remainders: bigint[] = [];
  for (const v of claims) {
    const numerator = a * BigInt(v);
    shares.push(Number(numerator / t));
    remainders.push(numerator % t);
  }
  return { shares, remainders };
}

function compareRemainders(a: number | bigint, b: number | bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
