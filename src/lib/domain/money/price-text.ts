import { toHalfWidthNumberText } from './half-width';
import type { PriceCents } from './units';

/*
 * Unit prices travel as text ("1.23") at the edges and as hundredths of a yen inside. Parsing the
 * string directly (never via parseFloat) is what keeps 0.29 from becoming 28.999… cents.
 */
export type PriceParseError = 'EMPTY' | 'FORMAT' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';

export type PriceParseResult = { ok: true; value: PriceCents } | { ok: false; error: PriceParseError };

const PRICE = /^(\d+)(?:\.(\d{1,2}))?$/;
/** Far above any price band (円/kWh); keeps the text from overflowing before the band check. */
const MAX_PRICE_CENTS = 99_999_999;

/**
 * Accepts "1", "1.2", "1.23", "0.40" and their full-width forms ("１．２３"); rejects "-1", "1.234",
 * "1.", ".5", "1e2", "".
 */
export function parsePriceCents(input: string): PriceParseResult {
  const text = toHalfWidthNumberText(input);
  if (text === '') return { ok: false, error: 'EMPTY' };
  if (/^-\d+(\.\d+)?$/.test(text)) return { ok: false, error: 'NEGATIVE' };
  if (/^\d+\.\d{3,}$/.test(text)) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const match = PRICE.exec(text);
  if (!match) return { ok: false, error: 'FORMAT' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (whole.replace(/^0+/, '').length > 6) return { ok: false, error: 'TOO_LARGE' };
  const cents = Number(whole) * 100 + Number(fraction);
  if (cents > MAX_PRICE_CENTS) return { ok: false, error: 'TOO_LARGE' };
  return { ok: true, value: cents };
}

/** 123 → "1.23", 40 → "0.40", 5 → "0.05": always two decimals, as the screens show prices. */
export function formatPriceCents(cents: PriceCents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
