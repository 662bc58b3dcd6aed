// Not the calendar barrel: only the holiday table's bounds are needed here.
import { fiscalYearOf } from '../calendar/fiscal-year';
import { HOLIDAY_DATA_LAST_YEAR } from '../calendar/holidays';
import type { IsoDate } from '../calendar/iso-date';

/**
 * Decision (the market calendar): how far ahead an operator may create a target year. Two years beyond the
 * business date's fiscal year is enough to prepare the next one well before April, and a year
 * created far ahead would fix price bands nobody has decided yet.
 */
const TARGET_YEAR_LEAD = 2;

export interface CreatableYears {
  min: number;
  max: number;
}

/**
 * The target years that may be created at `businessDate`: not before the earliest existing year
 * (the market's history does not grow backwards), at most TARGET_YEAR_LEAD years after the
 * business date's fiscal year, and only while the business calendar (the public holiday table)
 * covers the year's usable period, which ends in June of the following calendar year.
 */
export function creatableYears(businessDate: IsoDate, existing: readonly number[]): CreatableYears {
  const current = fiscalYearOf(businessDate);
  const earliest = existing.length ? Math.min(...existing) : current;
  return { min: Math.min(earliest, current), max: Math.min(current + TARGET_YEAR_LEAD, HOLIDAY_DATA_LAST_YEAR - 1) };
}

export interface TargetYearRefusal {
  /** exists: a state conflict (409); range: the input is outside what may be created (422). */
  reason: 'exists' | 'range';
  message: string;
}

/** Why `year` cannot be created, in the operator's words; null when it can. */
export function targetYearRefusal(
  year: number,
  range: CreatableYears,
  existing: readonly number[],
): TargetYearRefusal | null {
  if (existing.includes(year)) return { reason: 'exists', message: `${year}年度の対象年度は既に作成されています。` };
  if (year < range.min || year > range.max)
    return {
      reason: 'range',
      message: `${year}年度は作成できません。作成できる対象年度は${range.min}～${range.max}年度です（最も古い対象年度から、業務日付の年度の${TARGET_YEAR_LEAD}年後まで）。`,
    };
  return null;
}
