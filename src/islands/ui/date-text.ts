/*
 * Dates are shown YYYY/MM/DD (spec §9) whatever the browser's locale; queries and the URL carry
 * YYYY-MM-DD. Typing is lenient (2026/4/1, 20260401, full-width digits): read by the one date
 * module (src/lib/dates/typed-text.ts, dayjs).
 */
export { parseDateText, toDisplayDate, toIsoDateText } from '../../lib/dates/typed-text';

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
