import { addDays, addMonths, dayOfWeek, parseIsoDate, type IsoDate } from '../../lib/domain/calendar/iso-date';
import { formatLongDay, monthBounds } from '../../lib/dates/calendar-day';

/*
 * The pure half of the date picker: the month grid and keyboard moves. Spec §9 wants the Japanese
 * calendar with weeks starting on Sunday, which a native date input (its layout follows the
 * browser's locale) cannot promise, hence our own grid.
 */
export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
export const WEEKDAY_NAMES = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

export interface MonthRef {
  year: number;
  month: number;
}

export interface GridDay {
  date: IsoDate;
  day: number;
  inMonth: boolean;
  weekday: number;
}

/** The weeks (Sunday first) that cover the month: 4 to 6 rows, padded with the adjacent months' days. */
export function monthGrid({ year, month }: MonthRef): GridDay[][] {
  const { first, last } = monthBounds(year, month);
  const start = addDays(first, -dayOfWeek(first));
  const weeks: GridDay[][] = [];
  for (let cursor = start; cursor <= last;) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const parts = parseIsoDate(cursor)!;
      week.push({ date: cursor, day: parts.day, inMonth: parts.month === month && parts.year === year, weekday: i });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export function monthOf(date: IsoDate): MonthRef {
  const { year, month } = parseIsoDate(date)!;
  return { year, month };
}

/** Same day in another month, clamped to that month's length (1/31 + 1 month → 2/28). */
export { addMonths };

export function monthTitle({ year, month }: MonthRef): string {
  return `${year}年${month}月`;
}

/** The day as a screen reader names it, with its public holiday if any (2027年5月3日 月曜日 憲法記念日). */
export function longDateLabel(date: IsoDate, holiday?: string | null): string {
  return `${formatLongDay(date)} ${WEEKDAY_NAMES[dayOfWeek(date)]}${holiday ? ` ${holiday}` : ''}`;
}

/** Where a key moves the focused day (APG date picker dialog), or null for keys it ignores. */
export function keyTarget(date: IsoDate, key: string, shift = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -dayOfWeek(date));
    case 'End':
      return addDays(date, 6 - dayOfWeek(date));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}
