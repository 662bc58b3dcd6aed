import { describe, expect, it } from 'vitest';
import { parseStatementNumber, paymentDueDate, statementNumber } from '@/lib/domain/settlement';

describe('statement number S{targetYear}{marketNo:6}-{memberNumber}', () => {
  it('pads the market number and is deterministic', () => {
    expect(statementNumber(2026, 12, 'A0001')).toBe('S2026000012-A0001');
    expect(statementNumber(2026, 999_999, 'x9')).toBe('S2026999999-x9');
    expect(statementNumber(2026, 12, 'A0001')).toBe(statementNumber(2026, 12, 'A0001'));
  });

  it('sorts by year then auction', () => {
    const numbers = [statementNumber(2027, 1, 'A'), statementNumber(2026, 100, 'A'), statementNumber(2026, 9, 'A')];
    expect([...numbers].sort()).toEqual(['S2026000009-A', 'S2026000100-A', 'S2027000001-A']);
  });

  it.each<[number, number, string]>([
    [26, 1, 'A'],
    [2026, 0, 'A'],
    [2026, 1_000_000, 'A'],
    [2026, 1.5, 'A'],
    [2026, 1, ''],
    [2026, 1, 'A-1'],
    [2026, 1, '会員'],
  ])('refuses (%i, %i, %j)', (year, marketNo, memberNumber) => {
    expect(() => statementNumber(year, marketNo, memberNumber)).toThrow(RangeError);
  });

  it('parses back', () => {
    expect(parseStatementNumber('S2026000012-A0001')).toEqual({
      targetYear: 2026,
      marketNo: 12,
      memberNumber: 'A0001',
    });
    expect(parseStatementNumber('S2026000000-A0001')).toBeNull();
    expect(parseStatementNumber('S202600012-A0001')).toBeNull();
  });
});

describe('payment due date = clearing + 5 business days', () => {
  it.each([
    ['2026-04-28', '2026-05-11'], // Golden Week: 04-29, 05-03..06 are holidays
    ['2026-12-28', '2027-01-05'], // only Jan 1 is a holiday; Jan 2–3 fall on a weekend in 2027
    ['2025-12-29', '2026-01-06'], // Fri 2026-01-02 counts as a business day
    ['2026-08-07', '2026-08-17'], // 山の日 08-11
    ['2026-05-01', '2026-05-13'],
  ])('%s → %s', (clearing, due) => {
    expect(paymentDueDate(clearing)).toBe(due);
  });
});
