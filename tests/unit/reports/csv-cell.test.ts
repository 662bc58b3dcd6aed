import { describe, expect, it } from 'vitest';
import { csvCapacity, csvCell, csvOperationStart, guardFormula } from '@/lib/domain/reports';

describe('formula-injection guard', () => {
  it.each(['=1+2', '+81-3-1234', '-SUM(A1)', '@cmd', '\tTAB', '\rCR', '=HYPERLINK("http://evil.example")'])(
    'neutralises %j with a leading quote',
    (text) => {
      expect(guardFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['太陽光発電所', 'A=1', ' =1', '1-2', '', "'already"])('leaves %j alone', (text) => {
    expect(guardFormula(text)).toBe(text);
  });

  it('keeps numbers numeric, negative ones too, and blanks missing values', () => {
    expect(csvCell(-1_200)).toBe(-1_200);
    expect(csvCell(10_000_000_000)).toBe(10_000_000_000);
    expect(csvCell('-1200')).toBe("'-1200");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('export values', () => {
  it('shows capacity by the display rule without grouping', () => {
    expect(csvCapacity(1_234_567, 'F-1')).toBe('1234.5');
    expect(csvCapacity(12_000, 'F-1')).toBe('12.0');
    expect(csvCapacity(49_999, '#AGG')).toBe('50.0未満');
  });

  it('applies the aggregated-facility start date rule', () => {
    expect(csvOperationStart('2015-04-01', 'F-1', true, 2026)).toBe('2015/04/01');
    expect(csvOperationStart('2015-04-01', '#AGG', true, 2026)).toBe('2012/01/01以降');
    expect(csvOperationStart('2005-04-01', '#AGG', false, 2026)).toBe('2005/04/01');
  });
});
