import { addBusinessDays, type IsoDate } from '../calendar';

/** domain.md#due-dates (decision): payment is due 5 business days after the clearing date. */
export const PAYMENT_DUE_BUSINESS_DAYS = 5;

/**
 * Business days skip weekends and Japanese public holidays only (see calendar/holidays.ts); the
 * clearing date itself is not counted.
 */
export function paymentDueDate(clearingDate: IsoDate): IsoDate {
  return addBusinessDays(clearingDate, PAYMENT_DUE_BUSINESS_DAYS);
}
