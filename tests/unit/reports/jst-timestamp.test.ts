import { describe, expect, it } from 'vitest';
import { formatJstDateTime, jstCompactDate, jstDayEnd, jstDayStart, toJstIso } from '@/lib/server/time/jst-timestamp';

describe('JST timestamps', () => {
  it('writes instants in JST with the +09:00 offset, across the UTC date line', () => {
    expect(toJstIso(new Date('2026-11-22T01:15:00Z'))).toBe('2026-11-22T10:15:00.000+09:00');
    expect(toJstIso(new Date('2026-06-30T15:30:00.123Z'))).toBe('2026-07-01T00:30:00.123+09:00');
    expect(formatJstDateTime(new Date('2026-06-30T14:30:05Z'))).toBe('2026/06/30 23:30:05');
  });

  it('turns a JST calendar day into a half-open instant range', () => {
    expect(jstDayStart('2026-07-01').toISOString()).toBe('2026-06-30T15:00:00.000Z');
    expect(jstDayEnd('2026-07-01').toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(jstDayEnd('2027-02-28').toISOString()).toBe('2027-02-28T15:00:00.000Z');
  });

  it('names downloads by the JST date', () => {
    expect(jstCompactDate(new Date('2026-11-21T15:00:00Z'))).toBe('20261122');
    expect(jstCompactDate(new Date('2026-11-21T14:59:59Z'))).toBe('20261121');
  });
});
