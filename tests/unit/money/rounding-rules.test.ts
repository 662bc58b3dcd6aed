import { describe, expect, it } from 'vitest';
import {
  consumptionTaxYen,
  contractAmountYen,
  floorDiv,
  sumYen,
  toSafeNumber,
  tradingFeeYen,
} from '@/lib/domain/money';

describe('contract amount = ⌊priceCents × kWh / 100⌋ yen', () => {
  it.each([
    [1, 1, 0], // 0.01 円 × 1 kWh = 0.01 円 → 0
    [1, 99, 0], // 0.99 円 → 0
    [1, 100, 1], // 1.00 円
    [400, 1, 4], // 4.00 円 × 1 kWh
    [133, 3, 3], // 3.99 円 → 3 (truncated, not rounded)
    [60, 1_001, 600], // 600.6 円 → 600
    [130, 12_345, 16_048], // 16,048.5 円 → 16,048
    [29, 100, 29], // 0.29 × 100 is 28.999… in floating point
  ])('%i cents × %i kWh → %i yen', (price, volume, yen) => {
    expect(contractAmountYen(price, volume)).toBe(yen);
  });

  it('is exact for 10^10 kWh at 4.00 円 and at 0.01 円', () => {
    expect(contractAmountYen(400, 10_000_000_000)).toBe(40_000_000_000);
    expect(contractAmountYen(1, 10_000_000_000)).toBe(100_000_000);
    expect(contractAmountYen(399, 9_999_999_999)).toBe(39_899_999_996); // 39,899,999,996.01
  });

  it('stays exact where the product passes 2^53', () => {
    // 9,007,199,254,740,991 × 7 = 63,050,394,783,186,937 (> 2^53): a float product would round.
    expect(contractAmountYen(7, Number.MAX_SAFE_INTEGER)).toBe(630_503_947_831_869);
  });

  it('refuses results or inputs outside safe whole numbers', () => {
    expect(() => contractAmountYen(400, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => contractAmountYen(1.5, 10)).toThrow(RangeError);
    expect(() => contractAmountYen(100, -1)).toThrow(RangeError);
  });
});

describe('trading fee = ⌊kWh × 0.001⌋ yen per line', () => {
  it.each([
    [0, 0],
    [1, 0],
    [999, 0],
    [1_000, 1],
    [1_999, 1],
    [123_456, 123],
    [10_000_000_000, 10_000_000],
  ])('%i kWh → %i yen', (volume, fee) => {
    expect(tradingFeeYen(volume)).toBe(fee);
  });
});

describe('consumption tax = ⌊taxable × 10 / 100⌋ yen', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [19, 1],
    [16_049, 1_604],
    [40_010_000_000, 4_001_000_000],
  ])('%i yen → %i yen', (base, tax) => {
    expect(consumptionTaxYen(base)).toBe(tax);
  });

  it('takes another rate when given one and refuses negative bases', () => {
    expect(consumptionTaxYen(1_099, 8)).toBe(87);
    expect(() => consumptionTaxYen(-1)).toThrow(RangeError);
  });
});

describe('exact helpers', () => {
  it('floors toward −∞', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(floorDiv(-8n, 2n)).toBe(-4n);
    expect(() => floorDiv(1n, 0n)).toThrow(RangeError);
  });

  it('converts and sums only within the safe range', () => {
    expect(toSafeNumber(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(2n ** 53n)).toThrow(RangeError);
    expect(sumYen([1, -2, 3])).toBe(2);
    expect(() => sumYen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumYen([0.5])).toThrow(RangeError);
  });
});
