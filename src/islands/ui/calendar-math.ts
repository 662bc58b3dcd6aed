import {
  addDays,
  dayOfWeek,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
  type IsoDate,
} from '../../lib/domain/calendar/iso-date';

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
  const first = toIsoDate({ year, month, day: 1 });
  const start = addDays(first, -dayOfWeek(first));
  const last = toIsoDate({ year, month, day: daysInMonth(year, month) });
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
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date)!;
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return toIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

export function monthTitle({ year, month }: MonthRef): string {
  return `${year}年${month}月`;
}

/** The day as a screen reader names it, with its public holiday if any (2027年5月3日 月曜日 憲法記念日). */
export function longDateLabel(date: IsoDate, holiday?: string | null): string {
  const { year, month, day } = parseIsoDate(date)!;
  return `${year}年${month}月${day}日 ${WEEKDAY_NAMES[dayOfWeek(date)]}${holiday ? ` ${holiday}` : ''}`;
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
