import { describe, expect, it } from 'vitest';
import { mapDates, toDisplayDate, toIsoDateText } from '@/islands/ui/date-text';
import { defaultFiscalYear, displayDates, fiscalYearDates } from '@/islands/account/shared/fiscal-year';
import { fiscalYearLabel, formatDateTime, formatSignedKwh } from '@/islands/ui/format';
import { codeNames, labelOf, NFC_TYPE_OPTIONS, productOptions } from '@/islands/account/shared/codes';

describe('dates typed and shown as YYYY/MM/DD (spec §9)', () => {
  it('reads loose typing as YYYY-MM-DD', () => {
    expect(toIsoDateText('2026/4/1')).toBe('2026-04-01');
    expect(toIsoDateText(' 2026-04-01 ')).toBe('2026-04-01');
    expect(toIsoDateText('20260401')).toBe('2026-04-01');
    expect(toIsoDateText('２０２６／０４／０１')).toBe('2026-04-01');
    expect(toIsoDateText('2026年4月1日')).toBe('2026年4月1日');
    expect(toIsoDateText('')).toBe('');
  });

  it('shows date-shaped text with slashes and leaves other text alone', () => {
    expect(toDisplayDate('2027-03-31')).toBe('2027/03/31');
    expect(toDisplayDate('abc')).toBe('abc');
    expect(
      mapDates({ dateFrom: '2026/04/01', dateTo: '', x: '2026/01/01' }, ['dateFrom', 'dateTo'], toIsoDateText),
    ).toEqual({
      dateFrom: '2026-04-01',
      dateTo: '',
      x: '2026/01/01',
    });
  });

  it('shows API instants in JST as YYYY/MM/DD HH:mm whatever offset they carry', () => {
    expect(formatDateTime('2026-11-22T10:15:30.000+09:00')).toBe('2026/11/22 10:15');
    expect(formatDateTime('2026-11-22T16:05:00.000Z')).toBe('2026/11/23 01:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('signs and groups posting volumes', () => {
    expect(formatSignedKwh(1234567)).toBe('+1,234,567');
    expect(formatSignedKwh(-5000)).toBe('-5,000');
    expect(formatSignedKwh(0)).toBe('0');
    expect(fiscalYearLabel(2026)).toBe('2026年度');
  });
});

describe('target-year defaults', () => {
  const session = {
    businessDate: '2026-11-22',
    targetYearList: [
      { targetYear: 2025, startDate: '2025-04-01', endDate: '2026-03-31' },
      { targetYear: 2026, startDate: '2026-04-01', endDate: '2027-03-31' },
    ],
  };

  it('defaults to the year the business date falls in, else its April-to-March year', () => {
    expect(defaultFiscalYear(session)).toBe(2026);
    expect(defaultFiscalYear({ ...session, businessDate: '2026-03-31' })).toBe(2025);
    expect(defaultFiscalYear({ ...session, businessDate: '2028-02-01' })).toBe(2027);
  });

  it("gives a year's date range from the master, else April to March", () => {
    expect(fiscalYearDates(session, 2026)).toEqual({ dateFrom: '2026-04-01', dateTo: '2027-03-31' });
    expect(fiscalYearDates(session, 2030)).toEqual({ dateFrom: '2030-04-01', dateTo: '2031-03-31' });
    expect(displayDates(fiscalYearDates(session, 2026))).toEqual({ dateFrom: '2026/04/01', dateTo: '2027/03/31' });
  });
});

describe('code names', () => {
  const codes = {
    products: [
      { productCd: 1, productName: 'FIT非化石証書' },
      { productCd: 2, productName: '非FIT非化石証書（再エネ指定あり）' },
    ],
    reTypes: [{ reTypeCd: 1, reTypeName: '太陽光' }],
    prefectures: [{ prefectureCd: '130001', prefectureName: '東京都' }],
  };

  it('names codes for grid cells and builds select options', () => {
    const names = codeNames(codes);
    expect([names.product(2), names.reType(1), names.prefecture('130001'), names.holdingClass(2)]).toEqual([
      '非FIT非化石証書（再エネ指定あり）',
      '太陽光',
      '東京都',
      '調達',
    ]);
    expect(names.product(9)).toBe('');
    expect(productOptions(codes, [2, 3])).toEqual([{ value: '2', label: '非FIT非化石証書（再エネ指定あり）' }]);
    expect(labelOf(NFC_TYPE_OPTIONS, 2)).toBe('電源メニュー');
  });
});
