import { DISPLAY_MINUTE } from './dayjs';
import { formatDateTime } from './instant';
import { strictUtc } from './strict-parse';

/*
 * Wall-clock times typed or stored as Tokyo time without an offset (a JST day's start, a round's
 * window "2026-11-20 10:00", the console's date-time fields), read strictly.
 */
const MINUTE_FORMATS = [
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm:ss.SSS',
];

const WALL_FORMATS = ['YYYY-MM-DD', ...MINUTE_FORMATS];

/**
 * The wall-clock text read strictly (a day that does not exist, 24:00 or 10:60 is no time), as a
 * UTC dayjs holding the same wall-clock fields; null otherwise. A date alone is its midnight.
 */
export function wallClock(text: string, withTime = false) {
  return strictUtc(text, withTime ? MINUTE_FORMATS : WALL_FORMATS);
}

/**
 * "2026/11/25 21:04" from a console date-time field's value (2026-11-25T21:04, typed in Japan time
 * and without offset) or an instant: the field's wall-clock time is taken as typed.
 */
export function formatJstMinute(value: string): string {
  return wallClock(value, true)?.format(DISPLAY_MINUTE) ?? formatDateTime(value);
}
