import { describe, expect, it } from 'vitest';
import { BALANCE_SORT_KEYS, nextSort, parseSort, sortText } from '../../src/lib/domain/grid/sort-order';
import { readPaging, toSearch } from '../../src/islands/account/filters/filter-query';

describe('list sort (issue 14 §8)', () => {
  it('reads the URL form and refuses columns the list does not sort by', () => {
    expect(parseSort('-balance', BALANCE_SORT_KEYS)).toEqual({ key: 'balance', descending: true });
    expect(parseSort('equipmentId', BALANCE_SORT_KEYS)).toEqual({ key: 'equipmentId', descending: false });
    expect(parseSort('reserved', BALANCE_SORT_KEYS)).toBeNull();
    expect(parseSort('--balance', BALANCE_SORT_KEYS)).toBeNull();
  });

  it('turns the pressed column around and starts another ascending', () => {
    const asc = nextSort(null, 'balance');
    expect(sortText(asc)).toBe('balance');
    expect(sortText(nextSort(asc, 'balance'))).toBe('-balance');
    expect(sortText(nextSort({ key: 'balance', descending: true }, 'equipmentId'))).toBe('equipmentId');
  });

  it('is kept in the URL beside the filters and the paging', () => {
    const search = toSearch({ fiscalYear: '2026' }, { page: 2, size: 10, sort: '-balance' });
    expect(search).toBe('?fiscalYear=2026&page=2&sort=-balance');
    expect(readPaging(new URLSearchParams(search))).toEqual({ page: 2, size: 10, sort: '-balance' });
  });
});
