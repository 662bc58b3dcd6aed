import { fiscalYearOf, fiscalYearRange } from '../../lib/domain/calendar/fiscal-year';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { msg } from '../../lib/schemas/message-texts';
import {
  SETTLEMENT_DATE_ORDER_MESSAGE,
  SETTLEMENT_FROM_LABEL,
  SETTLEMENT_TO_LABEL,
} from '../../lib/schemas/settlement-texts';
import { parseDateText, toDisplayDate } from '../ui/date-text';

export interface SearchText {
  from: string;
  to: string;
}

export interface SearchRange {
  fromDate: IsoDate;
  toDate?: IsoDate;
}

export type SearchErrors = Partial<Record<keyof SearchText, string>>;

/** The same rules as the server's settlementListQuery, checked before calling it. */
export function validateSearch(
  text: SearchText,
): { ok: true; range: SearchRange } | { ok: false; errors: SearchErrors } {
  const errors: SearchErrors = {};
  const from = parseDateText(text.from);
  const to = text.to.trim() === '' ? undefined : parseDateText(text.to);
  if (text.from.trim() === '') errors.from = msg.required(SETTLEMENT_FROM_LABEL);
  else if (!from) errors.from = msg.date(SETTLEMENT_FROM_LABEL);
  if (to === null) errors.to = msg.date(SETTLEMENT_TO_LABEL);
  if (from && to && to < from) errors.to = SETTLEMENT_DATE_ORDER_MESSAGE;
  if (!from || to === null || errors.to) return { ok: false, errors };
  return { ok: true, range: to === undefined ? { fromDate: from } : { fromDate: from, toDate: to } };
}

/** Opens on the fiscal year (April–March) of the business date, with no end date. */
export function defaultSearch(businessDate: IsoDate): SearchText {
  return { from: toDisplayDate(fiscalYearRange(fiscalYearOf(businessDate)).startDate), to: '' };
}

/** Server field names (422 errors[].field) to the form's fields. */
export function fieldOf(serverField: string): keyof SearchText | null {
  if (serverField === 'fromDate') return 'from';
  if (serverField === 'toDate') return 'to';
  return null;
}
