import { describe, expect, it } from 'vitest';
import { dayOfWeek } from '@/lib/domain/calendar';
import { addMonths, keyTarget, longDateLabel, monthGrid, monthTitle, WEEKDAYS } from '@/islands/ui/calendar-math';
import { parseDateText } from '@/islands/ui/date-text';
import { defaultSearch, validateSearch } from '@/islands/settlement/search-form';

describe('month grid', () => {
  it('starts every week on Sunday and labels the columns 日 月 火 水 木 金 土', () => {
    expect(WEEKDAYS.join(' ')).toBe('日 月 火 水 木 金 土');
    for (let month = 1; month <= 12; month++) {
      for (const week of monthGrid({ year: 2027, month })) {
        expect(week).toHaveLength(7);
        expect(week.map((d) => dayOfWeek(d.date))).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
    }
  });

  it('pads May 2027 (the 1st is a Saturday) with April’s last days: six rows', () => {
    const weeks = monthGrid({ year: 2027, month: 5 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.map((d) => d.date)).toEqual([
      '2027-04-25',
      '2027-04-26',
      '2027-04-27',
      '2027-04-28',
      '2027-04-29',
      '2027-04-30',
      '2027-05-01',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[5]!.map((d) => d.day)).toEqual([30, 31, 1, 2, 3, 4, 5]);
  });

  it('needs only four rows for February 2026 (28 days from a Sunday)', () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('covers each day of the month exactly once, across leap years', () => {
    const inMonth = monthGrid({ year: 2028, month: 2 })
      .flat()
      .filter((d) => d.inMonth);
    expect(inMonth.map((d) => d.day)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it('names months and days in Japanese', () => {
    expect(monthTitle({ year: 2027, month: 4 })).toBe('2027年4月');
    expect(longDateLabel('2027-04-28')).toBe('2027年4月28日 水曜日');
  });
});

describe('keyboard moves', () => {
  it.each([
    ['ArrowLeft', false, '2027-04-27'],
    ['ArrowRight', false, '2027-04-29'],
    ['ArrowUp', false, '2027-04-21'],
    ['ArrowDown', false, '2027-05-05'],
    ['Home', false, '2027-04-25'],
    ['End', false, '2027-05-01'],
    ['PageUp', false, '2027-03-28'],
    ['PageDown', false, '2027-05-28'],
    ['PageUp', true, '2026-04-28'],
    ['Tab', false, null],
  ])('%s (shift %s) from 2027-04-28 → %s', (key, shift, expected) => {
    expect(keyTarget('2027-04-28', key, shift)).toBe(expected);
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
  });
});

describe('date text', () => {
  it.each([
    ['2027/04/28', '2027-04-28'],
    ['2027/4/8', '2027-04-08'],
    ['2027-04-28', '2027-04-28'],
    ['20270428', '2027-04-28'],
    ['２０２７／０４／２８', '2027-04-28'],
    [' 2027/04/28 ', '2027-04-28'],
    ['2027/02/29', null],
    ['2027/13/01', null],
    ['27/04/28', null],
    ['', null],
  ])('%j → %s', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  it('validates the search like the server: start required, end optional and not before the start', () => {
    expect(validateSearch({ from: '', to: '' })).toEqual({
      ok: false,
      errors: { from: '期間（開始）は必須入力です。' },
    });
    expect(validateSearch({ from: '2027/04/31', to: '' })).toEqual({
      ok: false,
      errors: { from: '期間（開始）はYYYY/MM/DD形式の日付で入力してください。' },
    });
    expect(validateSearch({ from: '2027/04/28', to: '2027/04/27' })).toEqual({
      ok: false,
      errors: { to: '期間（終了）は期間（開始）以降の日付を入力してください。' },
    });
    expect(validateSearch({ from: '2027/04/28', to: '' })).toEqual({ ok: true, range: { fromDate: '2027-04-28' } });
    expect(validateSearch({ from: '2027/4/1', to: '2027/4/30' })).toEqual({
      ok: true,
      range: { fromDate: '2027-04-01', toDate: '2027-04-30' },
    });
  });

  it('opens on the fiscal year of the business date', () => {
    expect(defaultSearch('2027-04-28')).toEqual({ from: '2027/04/01', to: '' });
    expect(defaultSearch('2027-03-31')).toEqual({ from: '2026/04/01', to: '' });
  });
});
