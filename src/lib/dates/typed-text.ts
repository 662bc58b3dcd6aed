import type { IsoDate } from './calendar-day';
import { DISPLAY_DAY, ISO_DAY } from './dayjs';
import { strictUtc } from './strict-parse';

/*
 * Dates and times as people type them (spec §9): shown YYYY/MM/DD (HH:mm) whatever the browser's
 * locale; typed leniently: 2026/4/1, 2026-04-01, 2026.4.1, 20260401 and the same with full-width
 * digits (a Japanese IME) all read as 2026-04-01; a time as 9:00, 09:00 or 0900. Read strictly
 * with customParseFormat: a day that does not exist or 24:00 is refused.
 */
const SEPARATORS = ['/', '-', '.'];
const DATE_FORMATS = [
  ...SEPARATORS.flatMap((s) => ['M', 'MM'].flatMap((m) => ['D', 'DD'].map((d) => `YYYY${s}${m}${s}${d}`))),
  'YYYYMMDD',
];
const TIME_FORMATS = ['H:mm', 'HH:mm', 'HHmm', 'H:mm:ss', 'HH:mm:ss'].map((f) => `YYYY-MM-DD ${f}`);

const normalised = (text: string) => text.normalize('NFKC').trim();

const typedDay = (text: string) => strictUtc(normalised(text), DATE_FORMATS);

/** The date the text means, or null (wrong shape, or a day that does not exist: 2027/02/30). */
export function parseDateText(text: string): IsoDate | null {
  return typedDay(text)?.format(ISO_DAY) ?? null;
}

/**
 * Date-shaped text that names no day (2026/02/30) is still rewritten to YYYY-MM-DD (and shown
 * YYYY/MM/DD), so the shared schema refuses the day itself ("…形式の日付で…") rather than the order
 * of a range. Shape only: what a date means is dayjs's (typedDay).
 */
const SEPARATED = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
function shapedIso(t: string): string | null {
  const m = SEPARATED.exec(t) ?? COMPACT.exec(t);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : null;
}

/** The typed text as YYYY-MM-DD when it has a date's shape; otherwise unchanged (trimmed, NFKC). */
export function toIsoDateText(text: string): string {
  const t = normalised(text);
  return parseDateText(t) ?? shapedIso(t) ?? t;
}

/** A date (typed or YYYY-MM-DD, or date-shaped) as YYYY/MM/DD; other text unchanged. */
export function toDisplayDate(text: string): string {
  const t = normalised(text);
  return typedDay(t)?.format(DISPLAY_DAY) ?? shapedIso(t)?.replaceAll('-', '/') ?? text;
}

/** "9:00", "09:00", "0900" (seconds only as :00) as HH:mm; null for anything else (24:00, 9:60). */
function typedTime(text: string): string | null {
  const compact = /^\d{3}$/.test(text) ? `0${text}` : text;
  const time = strictUtc(`2000-01-01 ${compact}`, TIME_FORMATS);
  return time && time.second() === 0 ? time.format('HH:mm') : null;
}

/** The date and HH:mm the text means (a date, then spaces or a T, then a time), or null. */
export function parseDateTimeText(text: string): { date: IsoDate; time: string } | null {
  const parts = normalised(text).split(/\s+|T/);
  if (parts.length !== 2) return null;
  const date = parseDateText(parts[0]!);
  const time = typedTime(parts[1]!);
  return date && time ? { date, time } : null;
}

/** The text as YYYY/MM/DD HH:mm when it means a date and time; otherwise unchanged. */
export function toDisplayDateTime(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${toDisplayDate(at.date)} ${at.time}` : text;
}

/** The text as YYYY-MM-DD HH:mm (what the API reads as Tokyo time) when it means one; otherwise trimmed. */
export function toIsoDateTimeText(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${at.date} ${at.time}` : text.trim();
}
