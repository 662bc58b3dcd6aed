/**
 * Calendar dates as 'YYYY-MM-DD' strings. All arithmetic goes through a UTC day number, so the
 * host's local time zone (and its DST rules) can never shift a date: a JST date is just a label.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Parts of a valid date, or null for anything else (wrong shape, 2026-02-30, month 13, …). */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Throws on an invalid date: callers pass dates they already validated at the boundary. */
export function requireIsoDate(value: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return parts;
}

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const text = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  requireIsoDate(text);
  return text;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = requireIsoDate(date);
  return utcMs(year, month, day) / MS_PER_DAY;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  if (!Number.isSafeInteger(dayNumber)) throw new RangeError(`Not a whole day number: ${dayNumber}`);
  const text = new Date(dayNumber * MS_PER_DAY).toISOString();
  // Years outside 0000–9999 serialise as ±YYYYYY and would not round-trip.
  if (!/^\d{4}-/.test(text)) throw new RangeError(`Day number out of range: ${dayNumber}`);
  return text.slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** b − a in calendar days. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 0 = Sunday … 6 = Saturday, the same numbering as Date#getDay. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** Fixed-width ISO strings order lexically; validating keeps garbage from sorting silently. */
export function compareIsoDate(a: IsoDate, b: IsoDate): number {
  requireIsoDate(a);
  requireIsoDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not. */
function utcMs(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
