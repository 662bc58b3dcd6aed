import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

/*
 * The one configured dayjs: every parse and format of a date or time in the browser and on the
 * server goes through the named helpers of src/lib/dates (decision 0025). Only the utc plugin is
 * loaded here; customParseFormat (typed text) and timezone (Tokyo wall-clock times) are loaded by
 * the helpers that need them, so a page that only shows dates does not carry them.
 */
dayjs.extend(utc);

export { dayjs };
export type { Dayjs } from 'dayjs';

/** Japan's zone. It has kept UTC+9 all year since 1951 (no daylight saving time). */
export const JST_ZONE = 'Asia/Tokyo';
/**
 * UTC+9 in minutes: formatting with utcOffset(540) is exact for Asia/Tokyo (no DST) and does not
 * ask Intl for the zone on every call, which keeps the CSV exports and PDFs fast.
 */
export const JST_OFFSET_MINUTES = 540;

/** A calendar date as the API, the URL and the database carry it. */
export const ISO_DAY = 'YYYY-MM-DD';
/** Spec §9: a date as screens, PDFs and files show it. */
export const DISPLAY_DAY = 'YYYY/MM/DD';
/** Spec §9: a moment to the minute. */
export const DISPLAY_MINUTE = 'YYYY/MM/DD HH:mm';
/** A moment to the second (PDFs, CSV exports, the certificate page). */
export const DISPLAY_SECOND = 'YYYY/MM/DD HH:mm:ss';
