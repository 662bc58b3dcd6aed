import { parseIsoDate, type IsoDate } from '../../lib/domain/calendar/iso-date';

/*
 * Dates are shown YYYY/MM/DD (spec §9) whatever the browser's locale; queries and the URL carry
 * YYYY-MM-DD. Typing is lenient: 2026/4/1, 2026-04-01, 2026.4.1, 20260401 and the same typed with
 * full-width digits (a Japanese IME) all read as 2026-04-01.
 */
const SEPARATED = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

/** The typed text as YYYY-MM-DD when it has a date's shape; otherwise unchanged (trimmed). */
export function toIsoDateText(text: string): string {
  const t = text.normalize('NFKC').trim();
  const m = SEPARATED.exec(t) ?? COMPACT.exec(t);
  if (!m) return t;
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

/** The date the text means, or null (wrong shape, or a day that does not exist: 2027/02/30). */
export function parseDateText(text: string): IsoDate | null {
  const iso = toIsoDateText(text);
  return parseIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD (or anything date-shaped) as YYYY/MM/DD; other text unchanged. */
export function toDisplayDate(text: string): string {
  const iso = toIsoDateText(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.replaceAll('-', '/') : text;
}

/** The same object with the named date fields converted (form values ⇄ query values). */
export function mapDates<T extends Record<string, string>>(
  values: T,
  keys: readonly (keyof T)[],
  convert: (text: string) => string,
): T {
  const out = { ...values };
  for (const k of keys) out[k] = convert(values[k] as string) as T[keyof T];
  return out;
}
