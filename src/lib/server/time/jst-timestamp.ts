/*
 * Every instant the API answers with is written in JST with its offset
 * (2026-11-22T10:15:00.000+09:00), so a member reads the same wall-clock time the market works
 * in whatever the server's own zone: the helpers of src/lib/dates (decision 0025).
 */
import { jstInstant as jstDayStartOf, jstDayEnd } from '../../dates/jst-instant';

export { toJstIso, formatJstDateTime, jstCompactDate } from '../../dates/instant';
export { jstDayEnd };

/** The first instant of a JST calendar day given as YYYY-MM-DD. */
export function jstDayStart(isoDate: string): Date {
  return jstDayStartOf(isoDate);
}
