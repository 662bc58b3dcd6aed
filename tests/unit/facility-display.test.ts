import { describe, expect, it } from 'vitest';
import {
  formatCapacityKw,
  formatCapacityW,
  formatDate,
  formatOperationStart,
  formatRe100,
  isRe100,
  orNotApplicable,
  publicFacilityFigures,
} from '../../src/lib/domain/facility';

describe('facility display rules (spec §9)', () => {
  it('floors capacity to one decimal and shows .0 for integers', () => {
    expect(formatCapacityW(12_390, 'F1')).toBe('12.3');
    expect(formatCapacityW(12_000, 'F1')).toBe('12.0');
    expect(formatCapacityW(99, 'F1')).toBe('0.0');
    expect(formatCapacityW(1_999_999, 'F1')).toBe('1,999.9');
    expect(formatCapacityKw(49.99, 'F1')).toBe('49.9');
    expect(formatCapacityKw(0.3, 'F1')).toBe('0.3');
  });
  it('shows 50.0未満 for aggregated # facilities', () => {
    expect(formatCapacityW(12_390, '#A001')).toBe('50.0未満');
  });
  it('applies the 15-year rule from (target year − 14)/01/01', () => {
    expect(isRe100('2012-01-01', 2026)).toBe(true);
    expect(isRe100('2011-12-31', 2026)).toBe(false);
  });
  it('shows the start of an aggregated RE100 facility as a range', () => {
    expect(formatOperationStart('2019-05-01', '#A001', true, 2026)).toBe('2012/01/01以降');
    expect(formatOperationStart('2009-05-01', '#A001', false, 2026)).toBe('2009/05/01');
    expect(formatOperationStart('2019-05-01', 'F1', true, 2026)).toBe('2019/05/01');
  });
  it('formats dates, the flag and missing lookups', () => {
    expect(formatDate('2026-11-22')).toBe('2026/11/22');
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('2026/11/22');
    expect(formatRe100(true)).toBe('〇');
    expect(formatRe100(false)).toBe('');
    expect(orNotApplicable(undefined)).toBe('該当なし');
    expect(orNotApplicable('太陽光')).toBe('太陽光');
  });
});

describe('public facility figures (what the certificate API may say)', () => {
  it('withholds the capacity of # facilities and replaces a flagged start date by the threshold', () => {
    expect(publicFacilityFigures('#A001', 49_999, '2015-06-01', true, 2025)).toEqual({
      equipmentCapacity: null,
      operationStartDate: '2011-01-01',
    });
    expect(publicFacilityFigures('#A001', 30_000, '2005-04-01', false, 2025)).toEqual({
      equipmentCapacity: null,
      operationStartDate: '2005-04-01',
    });
    expect(publicFacilityFigures('F1', 12_390, '2015-06-01', true, 2025)).toEqual({
      equipmentCapacity: 12.39,
      operationStartDate: '2015-06-01',
    });
  });
  it('shows a withheld capacity as the page always did', () => {
    expect(formatCapacityKw(null, '#A001')).toBe('50.0未満');
  });
});
