import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDate,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isWeekend,
  jstDateOf,
  parseIsoDate,
  toIsoDate,
} from '@/lib/domain/calendar';

describe('parseIsoDate', () => {
  it('accepts real dates, including leap days', () => {
    expect(parseIsoDate('2026-04-28')).toEqual({ year: 2026, month: 4, day: 28 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-4-01',
    ' 2026-04-01',
    '2026/04/01',
    '2026-04-01T00:00',
    '',
  ])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
    expect(isIsoDate(text)).toBe(false);
  });

  it('knows month lengths', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2024, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([
      28, 29, 30, 31,
    ]);
  });

  it('refuses years 0–99 rather than mapping them onto the 1900s (the Date under dayjs would)', () => {
    expect(() => toIsoDate({ year: 99, month: 3, day: 1 })).toThrow(RangeError);
    expect(parseIsoDate('0099-02-28')).toBeNull();
    expect(() => addDays('0099-02-28', 1)).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(daysBetween('2026-04-01', '2027-04-01')).toBe(365);
  });

  it('refuses fractional days and invalid dates', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('numbers weekdays like Date#getDay (0 = Sunday)', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('2026-04-28')).toBe(2);
    expect(dayOfWeek('1969-12-31')).toBe(3);
    expect(isWeekend('2026-05-02')).toBe(true);
    expect(isWeekend('2026-05-03')).toBe(true);
    expect(isWeekend('2026-05-01')).toBe(false);
  });

  it('compares dates', () => {
    expect(compareIsoDate('2026-04-01', '2026-04-02')).toBe(-1);
    expect(compareIsoDate('2026-04-02', '2026-04-02')).toBe(0);
    expect(compareIsoDate('2027-01-01', '2026-12-31')).toBe(1);
  });
});

describe('jstDateOf', () => {
  it('uses UTC+9 whatever the host time zone', () => {
    expect(jstDateOf(Date.parse('2026-03-31T14:59:59.999Z'))).toBe('2026-03-31');
    expect(jstDateOf(Date.parse('2026-03-31T15:00:00.000Z'))).toBe('2026-04-01');
    expect(jstDateOf(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('rejects an invalid instant', () => {
    expect(() => jstDateOf(new Date('nope'))).toThrow(RangeError);
  });
});
