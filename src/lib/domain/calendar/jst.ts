import type { IsoDate } from './iso-date';

/*
 * Japan time, in one place for the server, the islands, the PDFs and the schemas. Japan has had no
 * daylight saving time since 1951, so JST is a fixed UTC+9 offset: plain Date arithmetic, no
 * time-zone database and no date library (decision 0018, 0021).
 */
export const JST_OFFSET = '+09:00';
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function msOf(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
}

/** The instant as ISO text in JST with its offset: 2026-11-22T10:15:00.000+09:00. */
export function toJstIso(instant: Date | number): string {
  return new Date(msOf(instant) + JST_OFFSET_MS).toISOString().replace('Z', JST_OFFSET);
}

/**
 * Epoch microseconds (the market clock, what a bid stores as its entry time) as JST ISO text with
 * all six fractional digits: 2026-11-22T10:15:00.123456+09:00.
 */
export function toJstIsoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const extra = String(micros - ms * 1000).padStart(3, '0');
  return toJstIso(ms).replace(JST_OFFSET, `${extra}${JST_OFFSET}`);
}

/**
 * The Asia/Tokyo calendar date of an instant. The instant is passed in (no clock here), so the
 * server decides what "now" is and tests can pin it.
 */
export function jstDateOf(instant: Date | number): IsoDate {
  return toJstIso(instant).slice(0, 10);
}

/** Milliseconds since midnight in Tokyo. */
export function jstTimeOfDayMs(instant: Date | number): number {
  return (msOf(instant) + JST_OFFSET_MS) % DAY_MS;
}

/** The first instant of a JST calendar day (YYYY-MM-DD), or of a wall-clock time on it ("10:15", "10:15:30"). */
export function jstInstant(isoDate: string, time = '00:00:00.000'): Date {
  return new Date(`${isoDate}T${time.length === 5 ? `${time}:00` : time}${JST_OFFSET}`);
}

/** A calendar date (YYYY-MM-DD) as screens, PDFs and files show it: YYYY/MM/DD. */
const slashed = (isoDate: string) => isoDate.replaceAll('-', '/');

/** The wall-clock fields of an instant given as ISO text (any offset), read in Japan; null when it is no instant. */
function jstFields(iso: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const text = toJstIso(ms);
  return { date: slashed(text.slice(0, 10)), minute: text.slice(11, 16), second: text.slice(11, 19) };
}

/**
 * Spec §9 dates: a calendar date (YYYY-MM-DD) or an instant (ISO with offset) as YYYY/MM/DD; an
 * instant reads as the Japan date it falls on. Text that is neither is shown as it came.
 */
export function formatDate(value: string): string {
  if (ISO_DATE.test(value)) return slashed(value);
  return jstFields(value)?.date ?? value;
}

/** "2026-11-20T06:00:00Z" → "2026/11/20 15:00" in Japan time (seconds on request). */
export function formatDateTime(iso: string, seconds = false): string {
  const t = jstFields(iso);
  if (!t) return iso;
  return `${t.date} ${seconds ? t.second : t.minute}`;
}

/**
 * "2026/11/25 21:04" from a console date-time field's value (2026-11-25T21:04, typed in Japan time
 * and without offset) or an instant: the field's wall-clock time is taken as typed.
 */
export function formatJstMinute(value: string): string {
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
  if (local) return `${slashed(local[1]!)} ${local[2]}`;
  return formatDateTime(value);
}
