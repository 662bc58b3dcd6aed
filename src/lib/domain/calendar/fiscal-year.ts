import { addDays, requireIsoDate, toIsoDate, type IsoDate } from './iso-date';

/** Japanese fiscal year (年度): April to March, named after the calendar year it starts in. */
const FISCAL_YEAR_START_MONTH = 4;

/** The target years any call accepts (the schemas' 対象年度 bounds; the public site's year links). */
export const FISCAL_YEAR_RANGE = { min: 2000, max: 2100 } as const;

export function fiscalYearOf(date: IsoDate): number {
  const { year, month } = requireIsoDate(date);
  return month >= FISCAL_YEAR_START_MONTH ? year : year - 1;
}

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export function fiscalYearRange(fiscalYear: number): DateRange {
  if (!Number.isInteger(fiscalYear) || fiscalYear < 1 || fiscalYear > 9998) {
    throw new RangeError(`Fiscal year out of range: ${fiscalYear}`);
  }
  const startDate = toIsoDate({ year: fiscalYear, month: FISCAL_YEAR_START_MONTH, day: 1 });
  const next = toIsoDate({ year: fiscalYear + 1, month: FISCAL_YEAR_START_MONTH, day: 1 });
  return { startDate, endDate: addDays(next, -1) };
}
