import { describe, expect, it } from 'vitest';
import {
  fiscalYearLabel,
  formatDate,
  formatDateTime,
  formatKwh,
  formatPrice,
  formatSignedKwh,
  formatYen,
} from '../../src/islands/ui/format';
import { parseDateText, toDisplayDate, toIsoDateText } from '../../src/islands/ui/date-text';

describe('one formatting module (spec §9)', () => {
  it('groups numbers and kWh, prices with two decimals', () => {
    expect(formatKwh(1234567)).toBe('1,234,567');
    expect(formatYen(-1000)).toBe('-1,000');
    expect(formatSignedKwh(1000)).toBe('+1,000');
    expect(formatSignedKwh(-1000)).toBe('-1,000');
    expect(formatPrice(0.6)).toBe('0.60');
    expect(formatPrice(0.29)).toBe('0.29');
    expect(formatPrice(undefined)).toBe('－');
    expect(fiscalYearLabel(2027)).toBe('2027年度');
  });

  it('shows dates YYYY/MM/DD and instants in Japan time, whatever the offset they came with', () => {
    expect(formatDate('2027-04-01')).toBe('2027/04/01');
    expect(formatDate('2027-03-31T15:00:00Z')).toBe('2027/04/01');
    expect(formatDateTime('2027-03-31T15:30:00Z')).toBe('2027/04/01 00:30');
    expect(formatDateTime('2027-04-01T00:30:05+09:00', true)).toBe('2027/04/01 00:30:05');
    expect(formatDateTime('2027-04-01T00:30:05.123456+09:00')).toBe('2027/04/01 00:30');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('reads typed dates leniently and refuses days that do not exist', () => {
    expect(toIsoDateText('２０２７／４／８')).toBe('2027-04-08');
    expect(toIsoDateText('20270408')).toBe('2027-04-08');
    expect(parseDateText('2027.4.8')).toBe('2027-04-08');
    expect(parseDateText('2027/02/30')).toBeNull();
    expect(parseDateText('明日')).toBeNull();
    expect(toDisplayDate('2027-04-08')).toBe('2027/04/08');
    expect(toDisplayDate('abc')).toBe('abc');
  });
});
