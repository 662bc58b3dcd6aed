/*
 * A date and a 24-hour time (the console's windows, read as Tokyo time): shown YYYY/MM/DD HH:mm in
 * every browser locale; typed leniently as a date, then a space or T and 9:00, 09:00 or 0900
 * (2027/2/1 9:00, 2027-02-01T09:00 as a browser's datetime-local wrote it, full-width digits), read
 * by the one date module (src/lib/dates/typed-text.ts, dayjs).
 */
export { parseDateTimeText, toDisplayDateTime, toIsoDateTimeText } from '../../lib/dates/typed-text';

/** The message for a date-time box whose text is not a date and time, in the words of what is typed. */
export const dateTimeFormatMessage = (label: string) => `${label}は YYYY/MM/DD HH:mm の形式で入力してください。`;
