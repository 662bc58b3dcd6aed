import { addDays, isWeekend, type IsoDate } from './iso-date';
import { isPublicHoliday } from './holidays';

/** domain.md#business-days: business days skip weekends and Japanese public holidays, nothing else. */
export function isBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/**
 * The n-th business day after `date` (n > 0) or before it (n < 0). The start date itself is never
 * counted, business day or not, so "clearing + 5 business days" is the same whether clearing ran on
 * a Saturday or the Friday before it plus one. n = 0 returns `date` unchanged.
 */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of business days: ${n}`);
  const step = n < 0 ? -1 : 1;
  let current = date;
  for (let remaining = Math.abs(n); remaining > 0;) {
    current = addDays(current, step);
    if (isBusinessDay(current)) remaining -= 1;
  }
  return current;
}

/** `date` if it is a business day, else the next one. */
export function nextBusinessDayOnOrAfter(date: IsoDate): IsoDate {
  return isBusinessDay(date) ? date : addBusinessDays(date, 1);
}
