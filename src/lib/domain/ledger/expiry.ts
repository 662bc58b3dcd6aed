// Not the calendar barrel: it carries the holiday table, which browser bundles that read the ledger do not need.
import { compareIsoDate, type IsoDate } from '../calendar/iso-date';

/**
 * domain.md §2: certificates of target year Y stay usable for reporting until the end of June of
 * Y + 1 (the fiscal year is Y-04-01 … (Y+1)-03-31; three more months for reports).
 */
export function usableUntil(targetYear: number): IsoDate {
  if (!Number.isInteger(targetYear) || targetYear < 1 || targetYear > 9998) {
    throw new RangeError(`Target year out of range: ${targetYear}`);
  }
  return `${String(targetYear + 1).padStart(4, '0')}-06-30`;
}

/** True from the day after usableUntil; the business date is passed in (no clock). */
export function isExpired(targetYear: number, businessDate: IsoDate): boolean {
  return compareIsoDate(businessDate, usableUntil(targetYear)) > 0;
}
