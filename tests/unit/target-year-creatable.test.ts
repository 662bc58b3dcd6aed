import { describe, expect, it } from 'vitest';
import { creatableYears, targetYearRefusal } from '../../src/lib/domain/target-year/creatable-years';
import { seedTargetYears } from '../../src/lib/server/services/seed/code-master';
import { HOLIDAY_DATA_LAST_YEAR } from '../../src/lib/domain/calendar/holidays';

describe('which target years may be created', () => {
  it('runs from the earliest existing year to two years after the business date’s fiscal year', () => {
    expect(creatableYears('2026-12-07', [2024, 2025, 2026])).toEqual({ min: 2024, max: 2028 });
    // Until March the business date is still in the fiscal year before.
    expect(creatableYears('2027-03-31', [2024])).toEqual({ min: 2024, max: 2028 });
    expect(creatableYears('2027-04-01', [2024])).toEqual({ min: 2024, max: 2029 });
    expect(creatableYears('2026-12-07', [])).toEqual({ min: 2026, max: 2028 });
  });

  it('stops where the holiday table no longer covers the year’s usable period', () => {
    expect(creatableYears(`${HOLIDAY_DATA_LAST_YEAR}-01-10`, [2024]).max).toBe(HOLIDAY_DATA_LAST_YEAR - 1);
  });

  it('says why a year is refused: it exists, or it lies outside the range', () => {
    const range = { min: 2024, max: 2028 };
    expect(targetYearRefusal(2027, range, [2024, 2025, 2026])).toBeNull();
    expect(targetYearRefusal(2026, range, [2024, 2025, 2026])).toEqual({
      reason: 'exists',
      message: '2026年度の対象年度は既に作成されています。',
    });
    expect(targetYearRefusal(2029, range, [2024])?.reason).toBe('range');
    expect(targetYearRefusal(2023, range, [2024])?.message).toBe(
      '2023年度は作成できません。作成できる対象年度は2024～2028年度です（最も古い対象年度から、業務日付の年度の2年後まで）。',
    );
  });

  it('seeds the business date’s fiscal year, the next and the two before', () => {
    expect(seedTargetYears('2026-12-07')).toEqual([2024, 2025, 2026, 2027]);
    expect(seedTargetYears('2027-04-01')).toEqual([2025, 2026, 2027, 2028]);
    expect(seedTargetYears('2030-01-15')).toEqual([2027, 2028, 2029, 2030]);
  });
});
