/** Exact integer helpers: money never touches floating point. */

/** ⌊a / b⌋ for b > 0, correct for negative a too (BigInt `/` truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('floorDiv needs a positive divisor');
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** Back to `number` only when nothing is lost; the database and JSON carry safe integers. */
export function toSafeNumber(value: bigint, label = 'value'): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${label} exceeds the safe integer range: ${value}`);
  }
  return Number(value);
}

/** Exact sum of safe integers; throws rather than round if the total leaves the safe range. */
function sumExact(values: readonly number[], label = 'sum'): number {
  let total = 0n;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`${label}: not a whole, safe number: ${v}`);
    total += BigInt(v);
  }
  return toSafeNumber(total, label);
}

export function sumYen(values: readonly number[]): number {
  return sumExact(values, 'yen total');
}

export function sumKwh(values: readonly number[]): number {
  return sumExact(values, 'kWh total');
}
