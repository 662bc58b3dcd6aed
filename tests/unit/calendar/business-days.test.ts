import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  HOLIDAY_DATA_LAST_YEAR,
  isBusinessDay,
  isPublicHoliday,
  nextBusinessDayOnOrAfter,
  publicHolidayName,
} from '@/lib/domain/calendar';

describe('public holidays', () => {
  it('includes statutory, substitute and citizens’ holidays', () => {
    expect(publicHolidayName('2026-04-29')).toBe('昭和の日');
    expect(isPublicHoliday('2026-05-06')).toBe(true); // 振替休日: 憲法記念日 fell on a Sunday
    expect(isPublicHoliday('2026-09-22')).toBe(true); // 国民の休日 between two holidays
    expect(isPublicHoliday('2027-01-01')).toBe(true);
    expect(isPublicHoliday('2026-04-28')).toBe(false);
  });

  it('does not treat the market’s Jan 2–3 closure as a holiday (domain.md#business-days: weekends + public holidays only)', () => {
    expect(isPublicHoliday('2026-01-02')).toBe(false);
    expect(isBusinessDay('2026-01-02')).toBe(true); // a Friday
    expect(isBusinessDay('2025-12-31')).toBe(true);
  });

  it('refuses dates beyond the holiday data instead of calling them workdays', () => {
    expect(() => isBusinessDay(`${HOLIDAY_DATA_LAST_YEAR + 1}-01-05`)).toThrow(/holiday data/);
  });
});

describe('addBusinessDays', () => {
  it('skips Golden Week 2026: clearing Tue 04-28 + 5 → Mon 05-11', () => {
    // 04-29 昭和の日, 04-30 (1), 05-01 (2), 05-02..05-06 weekend + holidays, 05-07 (3), 05-08 (4), 05-11 (5)
    expect(addBusinessDays('2026-04-28', 5)).toBe('2026-05-11');
    expect(addBusinessDays('2026-04-28', 3)).toBe('2026-05-07');
  });

  it('crosses New Year: clearing Mon 2026-12-28 + 5 → Tue 2027-01-05', () => {
    // 12-29 (1), 12-30 (2), 12-31 (3), 01-01 元日, 01-02/03 weekend, 01-04 (4), 01-05 (5)
    expect(addBusinessDays('2026-12-28', 5)).toBe('2027-01-05');
  });

  it('counts a weekday Jan 2 as a business day', () => {
    // 12-30 (1), 12-31 (2), 01-01 元日, 01-02 Fri (3), 01-05 (4), 01-06 (5)
    expect(addBusinessDays('2025-12-29', 5)).toBe('2026-01-06');
  });

  it('skips the 2026 Silver Week', () => {
    expect(addBusinessDays('2026-09-18', 1)).toBe('2026-09-24');
  });

  it('never counts the start day, even when it is a holiday or weekend', () => {
    expect(addBusinessDays('2026-05-02', 1)).toBe('2026-05-07');
    expect(addBusinessDays('2026-05-01', 1)).toBe('2026-05-07');
  });

  it('goes backwards for negative n and stays put for 0', () => {
    expect(addBusinessDays('2026-05-11', -5)).toBe('2026-04-28');
    expect(addBusinessDays('2026-05-03', 0)).toBe('2026-05-03');
    expect(() => addBusinessDays('2026-05-03', 1.5)).toThrow(RangeError);
  });

  it('finds the next business day on or after a date', () => {
    expect(nextBusinessDayOnOrAfter('2026-05-02')).toBe('2026-05-07');
    expect(nextBusinessDayOnOrAfter('2026-05-07')).toBe('2026-05-07');
  });
});
