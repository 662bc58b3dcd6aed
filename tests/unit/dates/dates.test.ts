import { describe, expect, it } from 'vitest';
import { localDateTime, localDay } from '@/lib/dates/browser-local';
import {
  addDays,
  addMonths,
  compareIsoDate,
  daysBetween,
  daysInMonth,
  displayDay,
  formatLongDay,
  fromDayNumber,
  monthBounds,
  parseIsoDate,
  toDayNumber,
  toIsoDate,
} from '@/lib/dates/calendar-day';
import {
  formatDate,
  formatDateTime,
  formatJstDateTime,
  jstCompactDate,
  jstDateOf,
  jstTimeOfDayMs,
  onJstDate,
  toJstIso,
} from '@/lib/dates/instant';
import { jstDayEnd, jstInstant } from '@/lib/dates/jst-instant';
import {
  parseDateText,
  parseDateTimeText,
  toDisplayDate,
  toDisplayDateTime,
  toIsoDateText,
  toIsoDateTimeText,
} from '@/lib/dates/typed-text';
import { formatJstMinute } from '@/lib/dates/wall-clock';
import { fiscalYearOf, fiscalYearRange } from '@/lib/domain/calendar/fiscal-year';

/** The one date module over dayjs (decision 0025). */
describe('JST boundaries', () => {
  const lastMinute = new Date('2026-11-21T14:59:59.999Z'); // 2026-11-21 23:59:59.999 in Tokyo
  const midnight = new Date('2026-11-21T15:00:00.000Z'); // 2026-11-22 00:00 in Tokyo

  it('puts 23:59 JST on its day and 00:00 JST on the next, in every format', () => {
    expect(jstDateOf(lastMinute)).toBe('2026-11-21');
    expect(jstDateOf(midnight)).toBe('2026-11-22');
    expect(toJstIso(lastMinute)).toBe('2026-11-21T23:59:59.999+09:00');
    expect(toJstIso(midnight)).toBe('2026-11-22T00:00:00.000+09:00');
    expect(formatDateTime(lastMinute.toISOString())).toBe('2026/11/21 23:59');
    expect(formatDateTime(midnight.toISOString())).toBe('2026/11/22 00:00');
    expect(formatDate(lastMinute.toISOString())).toBe('2026/11/21');
    expect(formatDate(midnight.toISOString())).toBe('2026/11/22');
    expect(formatJstDateTime(lastMinute)).toBe('2026/11/21 23:59:59');
    expect(jstCompactDate(midnight)).toBe('20261122');
    expect(jstTimeOfDayMs(lastMinute)).toBe(24 * 60 * 60 * 1000 - 1);
    expect(jstTimeOfDayMs(midnight)).toBe(0);
  });

  it('reads a JST day as the instants that bound it', () => {
    expect(jstInstant('2026-11-22').toISOString()).toBe(midnight.toISOString());
    expect(jstDayEnd('2026-11-21').toISOString()).toBe(midnight.toISOString());
    expect(jstInstant('2026-11-21', '23:59').toISOString()).toBe('2026-11-21T14:59:00.000Z');
    expect(jstInstant('2026-11-21', '23:59:59.999').getTime()).toBe(lastMinute.getTime());
  });

  it('moves the market clock to the business date keeping the Tokyo time of day', () => {
    expect(onJstDate(lastMinute, '2027-03-31').toISOString()).toBe('2027-03-31T14:59:59.999Z');
    expect(onJstDate(midnight, '2026-04-01').toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });
});

describe('calendar days', () => {
  it('starts the fiscal year on 04/01', () => {
    expect(fiscalYearOf('2027-03-31')).toBe(2026);
    expect(fiscalYearOf('2027-04-01')).toBe(2027);
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(fiscalYearRange(2027)).toEqual({ startDate: '2027-04-01', endDate: '2028-03-31' });
    expect(daysBetween(fiscalYearRange(2027).startDate, fiscalYearRange(2027).endDate)).toBe(365);
  });

  it('knows month ends and the leap day 2028/02/29', () => {
    expect(monthBounds(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds(2027, 2).last).toBe('2027-02-28');
    expect(monthBounds(2026, 12).last).toBe('2026-12-31');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(displayDay('2028-02-29')).toBe('2028/02/29');
    expect(formatLongDay('2028-02-29')).toBe('2028年2月29日');
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(toDayNumber('2028-02-29'))).toBe('2028-02-29');
  });

  it.each(['2027-02-29', '2026-04-31', '2026-13-01', '2026-4-1', '2026/04/01', '', ' 2026-04-01', 'abc'])(
    'refuses %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(displayDay(text)).toBeNull();
      expect(() => addDays(text, 1)).toThrow(RangeError);
      expect(() => compareIsoDate(text, '2026-04-01')).toThrow(RangeError);
    },
  );

  it('refuses parts that name no day', () => {
    expect(toIsoDate({ year: 2028, month: 2, day: 29 })).toBe('2028-02-29');
    expect(() => toIsoDate({ year: 2027, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => toIsoDate({ year: 2026, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => toIsoDate({ year: 2026, month: 1.5, day: 1 })).toThrow(RangeError);
  });
});

describe('instants and wall-clock text', () => {
  it('shows text that is no instant as it came, and refuses an invalid instant', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(() => toJstIso(Number.NaN)).toThrow(RangeError);
    expect(() => jstDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('refuses a wall-clock time that names no moment', () => {
    expect(Number.isNaN(jstInstant('2026-02-30').getTime())).toBe(true);
    expect(Number.isNaN(jstInstant('2026-11-20', '24:00').getTime())).toBe(true);
    expect(Number.isNaN(jstInstant('2026-11-20', '10:60').getTime())).toBe(true);
    expect(Number.isNaN(jstDayEnd('2026/11/20').getTime())).toBe(true);
    expect(Number.isNaN(onJstDate(new Date(), '2026-02-30').getTime())).toBe(true);
  });

  it('formats a console field as typed (Tokyo time) and an instant in Japan time', () => {
    expect(formatJstMinute('2028-02-29T23:59')).toBe('2028/02/29 23:59');
    expect(formatJstMinute('2028-02-29 00:00:00')).toBe('2028/02/29 00:00');
    expect(formatJstMinute('2028-02-29T14:59:00.000Z')).toBe('2028/02/29 23:59');
  });
});

describe('typed dates and times', () => {
  it('reads the lenient forms and refuses days that do not exist', () => {
    for (const text of ['2028/2/29', '2028-02-29', '2028.2.29', '20280229', '２０２８／０２／２９', ' 2028/02/29 '])
      expect(parseDateText(text)).toBe('2028-02-29');
    expect(parseDateText('2027/02/29')).toBeNull();
    expect(parseDateText('2026/13/01')).toBeNull();
    expect(parseDateText('2026年4月1日')).toBeNull();
    expect(toIsoDateText('2026年4月1日')).toBe('2026年4月1日');
    // Date-shaped but no day: kept in YYYY-MM-DD so the schema names the day, not the range's order.
    expect(toIsoDateText('2026/2/30')).toBe('2026-02-30');
    expect(toDisplayDate('2026-02-30')).toBe('2026/02/30');
    expect(toDisplayDate('2026-04-01')).toBe('2026/04/01');
    expect(toDisplayDate('abc')).toBe('abc');
  });

  it('reads a date and a 24-hour time, refusing 24:00 and 9:60', () => {
    expect(parseDateTimeText('2027/2/1 9:00')).toEqual({ date: '2027-02-01', time: '09:00' });
    expect(parseDateTimeText('2027-02-01T09:00')).toEqual({ date: '2027-02-01', time: '09:00' });
    expect(parseDateTimeText('20270201  0900')).toEqual({ date: '2027-02-01', time: '09:00' });
    expect(parseDateTimeText('2027/02/01 900')).toEqual({ date: '2027-02-01', time: '09:00' });
    expect(parseDateTimeText('2027/02/01 23:59:00')).toEqual({ date: '2027-02-01', time: '23:59' });
    for (const text of ['2027/02/01 24:00', '2027/02/01 9:60', '2027/02/01 9:00:30', '2027/02/30 09:00', '2027/02/01'])
      expect(parseDateTimeText(text)).toBeNull();
    expect(toDisplayDateTime('2027-2-1 9:00')).toBe('2027/02/01 09:00');
    expect(toIsoDateTimeText('2027/2/1 9:00')).toBe('2027-02-01 09:00');
    expect(toIsoDateTimeText(' x ')).toBe('x');
  });
});

describe("the browser's own wall clock", () => {
  it('writes a Date as its local date and local date-time', () => {
    const d = new Date(2028, 1, 29, 23, 59, 5, 7);
    expect(localDay(d)).toBe('2028-02-29');
    expect(localDateTime(d)).toBe('2028-02-29T23:59:05.007');
  });
});
