import { toHalfWidthNumberText } from './half-width';
import type { Kwh, Yen } from './units';

/*
 * Thousands grouping done by hand rather than Intl: the output must not depend on the ICU data or
 * default locale of whichever runtime renders a PDF or CSV, and bigint totals must group too.
 */
export function groupDigits(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Only whole, safe numbers are grouped: ${value}`);
  }
  const text = value.toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return negative ? `-${grouped}` : grouped;
}

/** 1234567 → "1,234,567" (no currency sign: screens add 円 or ¥ as their layout needs). */
export function formatYen(yen: Yen | bigint): string {
  return groupDigits(yen);
}

/** 10000000000 → "10,000,000,000". */
export function formatKwh(kwh: Kwh | bigint): string {
  return groupDigits(kwh);
}

export type KwhParseResult = { ok: true; value: Kwh } | { ok: false; error: 'EMPTY' | 'FORMAT' | 'TOO_LARGE' };

/** Volume input: whole kWh, optionally grouped ("1,000", "１，０００"); blank counts as empty (spec §5). */
export function parseKwh(text: string): KwhParseResult {
  const trimmed = toHalfWidthNumberText(text).trim();
  if (trimmed === '') return { ok: false, error: 'EMPTY' };
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(trimmed)) return { ok: false, error: 'FORMAT' };
  const value = Number(trimmed.replaceAll(',', ''));
  if (!Number.isSafeInteger(value)) return { ok: false, error: 'TOO_LARGE' };
  return { ok: true, value };
}
