// Not the calendar barrel: it carries the holiday table, which browser bundles that read the ledger do not need.
import { compareIsoDate, daysBetween, toIsoDate, type IsoDate } from '../calendar/iso-date';

/**
 * domain.md#usable-period: certificates of target year Y stay usable for reporting until the end of June of
 * Y + 1 (the fiscal year is Y-04-01 … (Y+1)-03-31; three more months for reports).
 */
export function usableUntil(targetYear: number): IsoDate {
  if (!Number.isInteger(targetYear) || targetYear < 1 || targetYear > 9998) {
    throw new RangeError(`Target year out of range: ${targetYear}`);
  }
  return toIsoDate({ year: targetYear + 1, month: 6, day: 30 });
}

/** True from the day after usableUntil; the business date is passed in (no clock). */
export function isExpired(targetYear: number, businessDate: IsoDate): boolean {
  return compareIsoDate(businessDate, usableUntil(targetYear)) > 0;
}

/** "2027-06-30" → "2027/06/30", as the messages below show a usable period's last day. */
function slashedUntil(targetYear: number): string {
  return usableUntil(targetYear).replaceAll('-', '/');
}

/** Why a movement of an expired year is refused (transfers, sell bids, certificates, re-offers). */
export function expiredYearMessage(targetYear: number): string {
  return `${targetYear}年度の証書の利用期限（${slashedUntil(targetYear)}）を過ぎています。`;
}

/** How many days ahead of the end of the usable period the balance screen warns members. */
const EXPIRY_NOTICE_DAYS = 30;

/**
 * The balance screen's notice for target year Y: from EXPIRY_NOTICE_DAYS days before the last
 * usable day up to that day itself; null before and after.
 */
export function expiryNotice(targetYear: number, businessDate: IsoDate): string | null {
  const until = usableUntil(targetYear);
  const left = daysBetween(businessDate, until);
  if (left < 0 || left > EXPIRY_NOTICE_DAYS) return null;
  return `${targetYear}年度の証書は${slashedUntil(targetYear)}で利用期限を迎えます。未使用分は翌日に失効します。`;
}
