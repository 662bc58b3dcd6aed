import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  jstDateOf,
  jstTimeOfDayMs,
  toJstIso,
  toJstIsoMicros,
} from '@/lib/domain/calendar/jst';
import { jstInstant } from '@/lib/dates/jst-instant';
import { formatJstMinute } from '@/lib/dates/wall-clock';

/** The one JST module, and the one formatDate every screen, PDF and page uses. */
describe('the JST module', () => {
  it('reads an instant in Japan whatever the runtime zone', () => {
    const lateUtc = new Date('2026-11-20T15:30:00Z'); // 00:30 on the 21st in Tokyo
    expect(jstDateOf(lateUtc)).toBe('2026-11-21');
    expect(toJstIso(lateUtc)).toBe('2026-11-21T00:30:00.000+09:00');
    expect(jstTimeOfDayMs(lateUtc)).toBe(30 * 60 * 1000);
    // The market clock's entry times keep all six fractional digits (bids, 入札日時).
    expect(toJstIsoMicros(lateUtc.getTime() * 1000 + 123_456)).toBe('2026-11-21T00:30:00.123456+09:00');
    expect(toJstIsoMicros(lateUtc.getTime() * 1000 + 7)).toBe('2026-11-21T00:30:00.000007+09:00');
    expect(jstInstant('2026-11-21').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(jstInstant('2026-11-21', '10:15').toISOString()).toBe('2026-11-21T01:15:00.000Z');
  });

  it('formats a calendar date as given and an instant as the Japan date it falls on', () => {
    expect(formatDate('2026-04-01')).toBe('2026/04/01');
    // The old facility formatter cut the UTC date off this text (2026/11/20); Japan has moved on.
    expect(formatDate('2026-11-20T15:30:00Z')).toBe('2026/11/21');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('2026-11-20T06:00:00Z')).toBe('2026/11/20 15:00');
    expect(formatDateTime('2026-11-20T06:00:05Z', true)).toBe('2026/11/20 15:00:05');
  });

  it('formats a console date-time field as typed and an instant in Japan time', () => {
    expect(formatJstMinute('2026-11-25T21:04')).toBe('2026/11/25 21:04');
    expect(formatJstMinute('2026-11-25T21:04:05.000+09:00')).toBe('2026/11/25 21:04');
    expect(formatJstMinute('2026-11-25T12:04:05.000Z')).toBe('2026/11/25 21:04');
  });

  it('refuses an instant that is no number', () => {
    expect(() => jstDateOf(Number.NaN)).toThrow(RangeError);
  });
});
