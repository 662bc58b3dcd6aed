/*
 * Units of the money core. All are plain integers in `number`, the same as the database columns:
 * - PriceCents: hundredths of a yen per kWh (1.23 円/kWh = 123);
 * - Kwh: whole kWh;
 * - Yen: whole yen.
 * Products of two of them can pass 2^53 (10^10 kWh × 400 cents = 4×10^12 is fine, but the type
 * allows far more), so arithmetic on them goes through BigInt in exact.ts.
 */
export type PriceCents = number;
export type Kwh = number;
export type Yen = number;

function isPriceCents(value: unknown): value is PriceCents {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isKwh(value: unknown): value is Kwh {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Yen amounts may be negative (a net credit); they must still be whole and exact. */
function isYen(value: unknown): value is Yen {
  return Number.isSafeInteger(value);
}

export function requirePriceCents(value: number, label = 'price'): PriceCents {
  if (!isPriceCents(value)) throw new RangeError(`${label} must be a non-negative whole number of cents: ${value}`);
  return value;
}

export function requireKwh(value: number, label = 'volume'): Kwh {
  if (!isKwh(value)) throw new RangeError(`${label} must be a non-negative whole number of kWh: ${value}`);
  return value;
}

export function requireYen(value: number, label = 'amount'): Yen {
  if (!isYen(value)) throw new RangeError(`${label} must be a whole, safe number of yen: ${value}`);
  return value;
}
