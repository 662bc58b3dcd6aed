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

/*
 * A date and a 24-hour time (the console's windows, read as Tokyo time): shown YYYY/MM/DD HH:MM in
 * every browser locale; typed leniently as the date above, then a space or T and 9:00, 09:00 or 0900
 * (2027/2/1 9:00, 2027-02-01T09:00 as a browser's datetime-local wrote it, full-width digits).
 */
const DATE_TIME = /^(\d{4}[/\-.]\d{1,2}[/\-.]\d{1,2}|\d{8})(?:\s+|T)(\d{1,2}):?(\d{2})(?::00)?$/;

/** The date and HH:MM the text means, or null (wrong shape, a day that does not exist, 24:00). */
export function parseDateTimeText(text: string): { date: IsoDate; time: string } | null {
  const m = DATE_TIME.exec(text.normalize('NFKC').trim());
  if (!m) return null;
  const date = parseDateText(m[1]!);
  const [hour, minute] = [Number(m[2]), Number(m[3])];
  if (!date || hour > 23 || minute > 59) return null;
  return { date, time: `${String(hour).padStart(2, '0')}:${m[3]}` };
}

/** The text as YYYY/MM/DD HH:MM when it means a date and time; otherwise unchanged. */
export function toDisplayDateTime(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${toDisplayDate(at.date)} ${at.time}` : text;
}

/** The text as YYYY-MM-DD HH:MM (what the API reads as Tokyo time) when it means one; otherwise trimmed. */
export function toIsoDateTimeText(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${at.date} ${at.time}` : text.trim();
}

/** The message for a date-time box whose text is not a date and time, in the words of what is typed. */
export const dateTimeFormatMessage = (label: string) => `${label}は YYYY/MM/DD HH:mm の形式で入力してください。`;
