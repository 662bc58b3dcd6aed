// Not the calendar barrel: it carries the holiday table (12 KB gzip), which these screens do not need.
import { fiscalYearOf, fiscalYearRange } from '@/lib/domain/calendar/fiscal-year';
import { isIsoDate } from '@/lib/domain/calendar/iso-date';
import { toDisplayDate } from '../../ui/date-text';

interface TargetYear {
  targetYear: number;
  startDate: string;
  endDate: string;
}
interface SessionYears {
  businessDate: string;
  targetYearList: TargetYear[];
}

/** The target year the business date falls in: the filters' default (spec: default the business date's fiscal year). */
export function defaultFiscalYear(session: SessionYears): number {
  const d = session.businessDate;
  const hit = session.targetYearList.find((t) => t.startDate <= d && d <= t.endDate);
  if (hit) return hit.targetYear;
  if (isIsoDate(d)) return fiscalYearOf(d);
  return session.targetYearList.at(-1)?.targetYear ?? new Date().getFullYear();
}

/** The date range of a target year: the master's own dates, else April to March. */
export function fiscalYearDates(session: SessionYears, year: number): { dateFrom: string; dateTo: string } {
  const hit = session.targetYearList.find((t) => t.targetYear === year);
  if (hit) return { dateFrom: hit.startDate, dateTo: hit.endDate };
  const range = fiscalYearRange(year);
  return { dateFrom: range.startDate, dateTo: range.endDate };
}

/** The same range as the date inputs show it (YYYY/MM/DD). */
export function displayDates(range: { dateFrom: string; dateTo: string }): { dateFrom: string; dateTo: string } {
  return { dateFrom: toDisplayDate(range.dateFrom), dateTo: toDisplayDate(range.dateTo) };
}
