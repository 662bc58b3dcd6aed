import { describe, expect, it } from 'vitest';
import { fiscalYearOf, fiscalYearRange } from '@/lib/domain/calendar';
import { isExpired, usableUntil } from '@/lib/domain/ledger';

describe('fiscal year (年度, April–March)', () => {
  it('switches on April 1', () => {
    expect(fiscalYearOf('2026-03-31')).toBe(2025);
    expect(fiscalYearOf('2026-04-01')).toBe(2026);
    expect(fiscalYearOf('2027-01-15')).toBe(2026);
    expect(fiscalYearOf('2026-12-31')).toBe(2026);
  });

  it('spans April 1 to March 31 of the next year', () => {
    expect(fiscalYearRange(2026)).toEqual({ startDate: '2026-04-01', endDate: '2027-03-31' });
    expect(() => fiscalYearRange(2026.5)).toThrow(RangeError);
  });
});

describe('certificate usable period', () => {
  it('ends on June 30 of the following year', () => {
    expect(usableUntil(2025)).toBe('2026-06-30');
    expect(isExpired(2025, '2026-06-30')).toBe(false);
    expect(isExpired(2025, '2026-07-01')).toBe(true);
  });
});
