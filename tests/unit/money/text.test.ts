import { describe, expect, it } from 'vitest';
import { formatKwh, formatPriceCents, formatYen, parseKwh, parsePriceCents } from '@/lib/domain/money';

describe('parsePriceCents', () => {
  it.each([
    ['1.23', 123],
    ['0.01', 1],
    ['0.40', 40],
    ['4', 400],
    ['4.0', 400],
    ['1.3', 130],
    ['0.29', 29],
    ['999999.99', 99_999_999],
  ])('%j → %i cents', (text, cents) => {
    expect(parsePriceCents(text)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['', 'EMPTY'],
    ['1.234', 'TOO_MANY_DECIMALS'],
    ['0.001', 'TOO_MANY_DECIMALS'],
    ['-1', 'NEGATIVE'],
    ['-0.50', 'NEGATIVE'],
    ['1.', 'FORMAT'],
    ['.5', 'FORMAT'],
    ['1e2', 'FORMAT'],
    ['abc', 'FORMAT'],
    [' 1.00', 'FORMAT'],
    ['1,000', 'FORMAT'],
    ['+1', 'FORMAT'],
    ['1000000', 'TOO_LARGE'],
  ])('%j → %s', (text, error) => {
    expect(parsePriceCents(text)).toEqual({ ok: false, error });
  });
});

describe('formatPriceCents', () => {
  it('always shows two decimals', () => {
    expect(formatPriceCents(123)).toBe('1.23');
    expect(formatPriceCents(40)).toBe('0.40');
    expect(formatPriceCents(5)).toBe('0.05');
    expect(formatPriceCents(0)).toBe('0.00');
    expect(formatPriceCents(400)).toBe('4.00');
    expect(formatPriceCents(-5)).toBe('-0.05');
  });

  it('round-trips with the parser', () => {
    for (const cents of [1, 9, 10, 99, 100, 101, 130, 400, 123_456]) {
      expect(parsePriceCents(formatPriceCents(cents))).toEqual({ ok: true, value: cents });
    }
  });
});

describe('grouping', () => {
  it('groups yen and kWh by thousands', () => {
    expect(formatYen(0)).toBe('0');
    expect(formatYen(999)).toBe('999');
    expect(formatYen(1_000)).toBe('1,000');
    expect(formatYen(1_234_567)).toBe('1,234,567');
    expect(formatYen(-1_234)).toBe('-1,234');
    expect(formatKwh(10_000_000_000)).toBe('10,000,000,000');
    expect(formatYen(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
    expect(() => formatYen(1.5)).toThrow(RangeError);
  });

  it('parses whole kWh, grouped or not', () => {
    expect(parseKwh('1000')).toEqual({ ok: true, value: 1000 });
    expect(parseKwh('1,000,000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseKwh('  ')).toEqual({ ok: false, error: 'EMPTY' });
    expect(parseKwh('1.5')).toEqual({ ok: false, error: 'FORMAT' });
    expect(parseKwh('1,00')).toEqual({ ok: false, error: 'FORMAT' });
    expect(parseKwh('-1')).toEqual({ ok: false, error: 'FORMAT' });
    expect(parseKwh('99999999999999999')).toEqual({ ok: false, error: 'TOO_LARGE' });
  });
});
