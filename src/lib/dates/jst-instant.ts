import timezone from 'dayjs/plugin/timezone.js';
import { JST_ZONE, dayjs } from './dayjs';
import { wallClock } from './wall-clock';

/*
 * Tokyo wall-clock times as instants, with the timezone plugin in Asia/Tokyo. Its Intl lookup costs
 * about 50 µs a call: these run once per request (a date filter's bounds, a round's window, a
 * PDF's creation date), never per row.
 */
dayjs.extend(timezone);

const WALL_ISO = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * The instant of a wall-clock time in Tokyo: a JST calendar day (YYYY-MM-DD) at its first instant,
 * or at a time ("10:15", "10:15:30", "10:15:30.000"). An Invalid Date when they name no moment
 * (2026-02-30, 24:00).
 */
export function jstInstant(isoDate: string, time?: string): Date {
  const wall = wallClock(time === undefined ? isoDate : `${isoDate} ${time}`);
  if (!wall) return new Date(Number.NaN);
  return dayjs.tz(wall.format(WALL_ISO), JST_ZONE).toDate();
}

/** The first instant after a JST calendar day: the exclusive end of a date filter. */
export function jstDayEnd(isoDate: string): Date {
  const start = jstInstant(isoDate);
  return Number.isNaN(start.getTime()) ? start : dayjs(start).add(1, 'day').toDate();
}
