import { calendarDay, type IsoDate } from './calendar-day';
import { DISPLAY_DAY, DISPLAY_MINUTE, DISPLAY_SECOND, ISO_DAY, JST_OFFSET_MINUTES, dayjs, type Dayjs } from './dayjs';

/*
 * Instants read in Japan time. Asia/Tokyo is UTC+9 all year (no daylight saving since 1951), so an
 * instant's Tokyo wall clock is the UTC reading of the instant 540 minutes later: one dayjs.utc
 * per value, exact, and about three times faster than utcOffset(540) (which converts through the
 * local zone on every call). The 100,000-row CSV exports format every row here (decision 0025).
 */

/** The offset every instant the API answers with carries. */
const JST_OFFSET = '+09:00';
const JST_ISO = 'YYYY-MM-DDTHH:mm:ss.SSS';

const JST_SHIFT_MS = JST_OFFSET_MINUTES * 60_000;

/** A UTC dayjs whose fields are the Tokyo wall clock of the instant; null when it is no instant. */
function tokyoFields(instant: Date | number | string): Dayjs | null {
  const ms = dayjs(instant).valueOf();
  return Number.isFinite(ms) ? dayjs.utc(ms + JST_SHIFT_MS) : null;
}

/** As tokyoFields, throwing on an invalid instant (a programming error, as before). */
function jst(instant: Date | number): Dayjs {
  const fields = tokyoFields(instant);
  if (!fields) throw new RangeError('Invalid instant');
  return fields;
}

/** The instant as ISO text in JST with its offset: 2026-11-22T10:15:00.000+09:00. */
export function toJstIso(instant: Date | number): string {
  return `${jst(instant).format(JST_ISO)}${JST_OFFSET}`;
}

/**
 * Epoch microseconds (the market clock, what a bid stores as its entry time) as JST ISO text with
 * all six fractional digits: 2026-11-22T10:15:00.123456+09:00.
 */
export function toJstIsoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const extra = String(micros - ms * 1000).padStart(3, '0');
  return `${jst(ms).format(JST_ISO)}${extra}${JST_OFFSET}`;
}

/** The Asia/Tokyo calendar date of an instant (passed in: no clock here). */
export function jstDateOf(instant: Date | number): IsoDate {
  return jst(instant).format(ISO_DAY);
}

/** Milliseconds since midnight in Tokyo. */
export function jstTimeOfDayMs(instant: Date | number): number {
  const at = jst(instant);
  return at.diff(at.startOf('day'));
}

/**
 * The same Tokyo time of day on another JST date (the market clock: the operator's business date
 * with today's time). Whole days added to the instant: exact, as JST has no DST.
 */
export function onJstDate(instant: Date | number, date: IsoDate): Date {
  const day = calendarDay(date);
  if (!day) return new Date(Number.NaN);
  const days = day.diff(jst(instant).startOf('day'), 'day');
  return dayjs(instant).add(days, 'day').toDate();
}

/**
 * Spec §9 dates: a calendar date (YYYY-MM-DD) or an instant (ISO with offset) as YYYY/MM/DD; an
 * instant reads as the Japan date it falls on. Text that is neither is shown as it came.
 */
export function formatDate(value: string): string {
  // Only a 10-character text can be a calendar date: an instant skips that parse.
  if (value.length === ISO_DAY.length) {
    const known = shownDays.get(value);
    if (known) return known;
    const day = calendarDay(value);
    if (day) return remember(value, day.format(DISPLAY_DAY));
  }
  return tokyoFields(value)?.format(DISPLAY_DAY) ?? value;
}

/*
 * Calendar dates repeat across the rows of an export (営業日, 発行日): each is formatted by dayjs
 * once, then read from this bounded table (emptied when full, so memory stays flat).
 */
const shownDays = new Map<string, string>();
const SHOWN_DAYS_MAX = 4096;
function remember(day: string, shown: string): string {
  if (shownDays.size >= SHOWN_DAYS_MAX) shownDays.clear();
  shownDays.set(day, shown);
  return shown;
}

/** "2026-11-20T06:00:00Z" → "2026/11/20 15:00" in Japan time (seconds on request). */
export function formatDateTime(iso: string, seconds = false): string {
  return tokyoFields(iso)?.format(seconds ? DISPLAY_SECOND : DISPLAY_MINUTE) ?? iso;
}

/** "2026/11/22 10:15:30": how PDFs and CSV exports print a moment. */
export function formatJstDateTime(instant: Date): string {
  return jst(instant).format(DISPLAY_SECOND);
}

/** YYYYMMDD of an instant's JST date, for download file names. */
export function jstCompactDate(instant: Date): string {
  return jst(instant).format('YYYYMMDD');
}
