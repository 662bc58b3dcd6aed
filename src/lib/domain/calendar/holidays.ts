import holidayJp from '@holiday-jp/holiday_jp';
import { requireIsoDate, type IsoDate } from './iso-date';

/*
 * Japanese public holidays (国民の祝日, substitute and citizens' holidays) from @holiday-jp/holiday_jp.
 * We read its table directly: the package's isHoliday scans every key on each call, and a table
 * lookup also lets us refuse dates the data set does not cover instead of calling them workdays.
 * Deliberately NOT included: the year-end/new-year closure (Dec 31–Jan 3) many markets observe;
 * domain.md#business-days defines business days as "weekends and public holidays" only, so Jan 2 and 3 on a
 * weekday are business days here.
 */
const table = holidayJp.holidays as unknown as Readonly<Record<string, { name: string }>>;
const years = Object.keys(table).map((date) => Number(date.slice(0, 4)));

const HOLIDAY_DATA_FIRST_YEAR = Math.min(...years);
export const HOLIDAY_DATA_LAST_YEAR = Math.max(...years);

export function isPublicHoliday(date: IsoDate): boolean {
  const { year } = requireIsoDate(date);
  if (year < HOLIDAY_DATA_FIRST_YEAR || year > HOLIDAY_DATA_LAST_YEAR) {
    throw new RangeError(`No holiday data for ${date} (covered: ${HOLIDAY_DATA_FIRST_YEAR}–${HOLIDAY_DATA_LAST_YEAR})`);
  }
  return Object.hasOwn(table, date);
}

/** The holiday's Japanese name (e.g. 昭和の日), or null on other days. */
export function publicHolidayName(date: IsoDate): string | null {
  return isPublicHoliday(date) ? (table[date]?.name ?? null) : null;
}
