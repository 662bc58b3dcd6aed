import { describe, expect, it } from 'vitest';
import { oneOf, readFilters, readPaging, toSearch } from '@/islands/account/filters/filter-query';

const defaults = { fiscalYear: '2026', productCd: '2', holdingClassCd: '', equipmentId: '' };

describe('search conditions ⇄ URL query', () => {
  it('reads known keys over their defaults, trimmed, and ignores the rest', () => {
    const params = new URLSearchParams('productCd=3&equipmentId=%20N001%20&unknown=1');
    expect(readFilters(params, defaults)).toEqual({
      fiscalYear: '2026',
      productCd: '3',
      holdingClassCd: '',
      equipmentId: 'N001',
    });
  });

  it('writes non-blank conditions, then the paging when it is not the default', () => {
    expect(toSearch({ ...defaults, holdingClassCd: '2' })).toBe('?fiscalYear=2026&productCd=2&holdingClassCd=2');
    expect(toSearch(defaults, { page: 1, size: 10 })).toBe('?fiscalYear=2026&productCd=2');
    expect(toSearch(defaults, { page: 3, size: 'all' })).toBe('?fiscalYear=2026&productCd=2&page=3&limit=all');
    expect(toSearch({ equipmentId: '' })).toBe('');
  });

  it('round-trips conditions and paging', () => {
    const values = { ...defaults, equipmentId: '#A-01' };
    const search = toSearch(values, { page: 2, size: 25 });
    const params = new URLSearchParams(search);
    expect(readFilters(params, defaults)).toEqual(values);
    expect(readPaging(params)).toEqual({ page: 2, size: 25 });
  });

  it('keeps a select value only when it is one of the options', () => {
    expect(oneOf('3', ['1', '2', '3'], '2')).toBe('3');
    expect(oneOf('9', ['1', '2', '3'], '2')).toBe('2');
  });
});
