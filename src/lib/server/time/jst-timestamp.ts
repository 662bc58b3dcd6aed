/*
 * Every instant the API answers with is written in JST with its offset
 * (2026-11-22T10:15:00.000+09:00), so a member reads the same wall-clock time the market works
 * in whatever the server's own zone. Japan has had no daylight saving time since 1951: the offset
 * is fixed.
 */
import { jstInstant, toJstIso } from '../../domain/calendar/jst';

export { toJstIso };

/** "2026/11/22 10:15:30": how PDFs and CSV exports print a moment. */
export function formatJstDateTime(instant: Date): string {
  const iso = toJstIso(instant);
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 19)}`;
}

/** The first instant of a JST calendar day given as YYYY-MM-DD. */
export function jstDayStart(isoDate: string): Date {
  return jstInstant(isoDate);
}

/** The first instant after a JST calendar day: the exclusive end of a date filter. */
export function jstDayEnd(isoDate: string): Date {
  return new Date(jstDayStart(isoDate).getTime() + 24 * 60 * 60 * 1000);
}

/** YYYYMMDD of today in JST, for download file names. */
export function jstCompactDate(instant: Date = new Date()): string {
  return toJstIso(instant).slice(0, 10).replaceAll('-', '');
}
