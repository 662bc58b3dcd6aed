import { FISCAL_YEAR_RANGE, fiscalYearOf } from '../../../../src/lib/domain/calendar/fiscal-year';
import { jstDateOf } from '../../../../src/lib/domain/calendar/jst';

/** The selector offers the current target year (in Japan) and the ones before it, newest first. */
const YEARS_OFFERED = 5;

/**
 * The years of the selector and the one shown first: `?fiscalYear=` when it names a year the API
 * accepts (a shared link to an older year keeps working), else the current year.
 */
export function fiscalYearChoice(now: number, search: string): { years: number[]; selected: number } {
  const current = fiscalYearOf(jstDateOf(now));
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => current - i);
  const asked = new URLSearchParams(search).get('fiscalYear');
  const year = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : NaN;
  if (!(year >= FISCAL_YEAR_RANGE.min && year <= FISCAL_YEAR_RANGE.max)) return { years, selected: current };
  return { years: [...new Set([...years, year])].sort((a, b) => b - a), selected: year };
}
