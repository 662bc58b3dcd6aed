import { DISPLAY_DAY, ISO_DAY, dayjs, type Dayjs } from './dayjs';

/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed as UTC midnights in dayjs, so the host's own
 * time zone (and its DST rules) can never shift a date: a JST date is just a label.
 */
export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const EPOCH_DAY = dayjs.utc(0);

/**
 * The day a YYYY-MM-DD text names, or null (wrong shape, 2026-02-30, month 13, years before 0100,
 * which the Date dayjs builds on would read as 19xx). Strict by round trip: the text must be the
 * day's own YYYY-MM-DD.
 */
export function calendarDay(value: string): Dayjs | null {
  if (typeof value !== 'string') return null;
  const day = dayjs.utc(value);
  return day.isValid() && day.format(ISO_DAY) === value ? day : null;
}

/** Throws on an invalid date: callers pass dates they already validated at the boundary. */
function requireCalendarDay(value: string): Dayjs {
  const day = calendarDay(value);
  if (!day) throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return day;
}

const partsOf = (day: Dayjs): DateParts => ({ year: day.year(), month: day.month() + 1, day: day.date() });
const isoOf = (day: Dayjs): IsoDate => day.format(ISO_DAY);

/** Parts of a valid date, or null for anything else. */
export function parseIsoDate(value: string): DateParts | null {
  const day = calendarDay(value);
  return day ? partsOf(day) : null;
}

export function isIsoDate(value: string): value is IsoDate {
  return calendarDay(value) !== null;
}

export function requireIsoDate(value: string): DateParts {
  return partsOf(requireCalendarDay(value));
}

/** The date of the parts; throws for a day that does not exist (2026-02-30, month 13) or a year outside 0100–9999. */
export function toIsoDate(parts: DateParts): IsoDate {
  const { year, month, day } = parts;
  if (!Number.isInteger(year) || year < 100 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const built = dayjs
    .utc(0)
    .year(year)
    .month(month - 1)
    .date(day);
  const back = partsOf(built);
  if (!built.isValid() || back.month !== month || back.day !== day || back.year !== year) {
    throw new RangeError(`Not a valid date: ${JSON.stringify(parts)}`);
  }
  return isoOf(built);
}

export function daysInMonth(year: number, month: number): number {
  return dayjs
    .utc(0)
    .year(year)
    .month(month - 1)
    .date(1)
    .daysInMonth();
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(date: IsoDate): number {
  return requireCalendarDay(date).diff(EPOCH_DAY, 'day');
}

export function fromDayNumber(dayNumber: number): IsoDate {
  if (!Number.isSafeInteger(dayNumber)) throw new RangeError(`Not a whole day number: ${dayNumber}`);
  const day = EPOCH_DAY.add(dayNumber, 'day');
  if (!day.isValid() || day.year() < 100 || day.year() > 9999)
    throw new RangeError(`Day number out of range: ${dayNumber}`);
  return isoOf(day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return isoOf(requireCalendarDay(date).add(days, 'day'));
}

/** Same day in another month, clamped to that month's length (01/31 + 1 month → 02/28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isSafeInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  return isoOf(requireCalendarDay(date).add(months, 'month'));
}

/** b − a in calendar days. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return requireCalendarDay(b).diff(requireCalendarDay(a), 'day');
}

/** 0 = Sunday … 6 = Saturday, the same numbering as Date#getDay. */
export function dayOfWeek(date: IsoDate): number {
  return requireCalendarDay(date).day();
}

export function isWeekend(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** Validates both, then orders them. */
export function compareIsoDate(a: IsoDate, b: IsoDate): number {
  const [x, y] = [requireCalendarDay(a), requireCalendarDay(b)];
  return x.isBefore(y) ? -1 : x.isAfter(y) ? 1 : 0;
}

/** YYYY-MM-DD as YYYY/MM/DD (spec §9); null when it is no date. */
export function displayDay(date: IsoDate): string | null {
  return calendarDay(date)?.format(DISPLAY_DAY) ?? null;
}

/** The first and last day of a calendar month (the date picker's grid). */
export function monthBounds(year: number, month: number): { first: IsoDate; last: IsoDate } {
  const first = dayjs
    .utc(0)
    .year(year)
    .month(month - 1)
    .date(1);
  return { first: isoOf(first), last: isoOf(first.endOf('month')) };
}

/** The day as Japanese text names it: 2027年5月3日. */
export function formatLongDay(date: IsoDate): string {
  return requireCalendarDay(date).format('YYYY年M月D日');
}
