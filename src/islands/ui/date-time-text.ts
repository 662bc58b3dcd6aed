import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { parseDateText, toDisplayDate } from './date-text';

/*
 * A date and a 24-hour time (the console's windows, read as Tokyo time): shown YYYY/MM/DD HH:MM in
 * every browser locale; typed leniently as a date (date-text.ts), then a space or T and 9:00, 09:00
 * or 0900 (2027/2/1 9:00, 2027-02-01T09:00 as a browser's datetime-local wrote it, full-width digits).
 * Apart from date-text.ts because only the console reads date-times: the members' pages with a date
 * filter load date-text.ts without them.
 */
const DATE_TIME = /^(\d{4}[/\-.]\d{1,2}[/\-.]\d{1,2}|\d{8})(?:\s+|T)(\d{1,2}):?(\d{2})(?::00)?$/;

/** The date and HH:MM the text means, or null (wrong shape, a day that does not exist, 24:00). */
export function parseDateTimeText(text: string): { date: IsoDate; time: string } | null {
  const m = DATE_TIME.exec(text.normalize('NFKC').trim());
  if (!m) return null;
  const date = parseDateText(m[1]!);
  const [hour, minute] = [Number(m[2]), Number(m[3])];
  if (!date || hour > 23 || minute > 59) return null;
  return { date, time: `${String(hour).padStart(2, '0')}:${m[3]}` };
}

/** The text as YYYY/MM/DD HH:MM when it means a date and time; otherwise unchanged. */
export function toDisplayDateTime(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${toDisplayDate(at.date)} ${at.time}` : text;
}

/** The text as YYYY-MM-DD HH:MM (what the API reads as Tokyo time) when it means one; otherwise trimmed. */
export function toIsoDateTimeText(text: string): string {
  const at = parseDateTimeText(text);
  return at ? `${at.date} ${at.time}` : text.trim();
}

/** The message for a date-time box whose text is not a date and time, in the words of what is typed. */
export const dateTimeFormatMessage = (label: string) => `${label}は YYYY/MM/DD HH:mm の形式で入力してください。`;
