import { describe, expect, it } from 'vitest';
import {
  BALANCE_SORT_KEYS,
  BID_RESULT_SORT_KEYS,
  BID_SORT_KEYS,
  nextSort,
  parseSort,
  sortText,
} from '../../src/lib/domain/grid/sort-order';
import { bidListQuery, bidResultQuery } from '../../src/lib/schemas/bids';
import { searchOf } from '../../src/islands/bid/result/filter-rules';
import { readPaging, toSearch } from '../../src/islands/account/filters/filter-query';

describe('list sort', () => {
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

describe('bid list and contract result sort', () => {
  const page = { offset: '0', limit: '10', count: 'true' };
  it('sorts the bid list by unit price and volume only', () => {
    expect(parseSort('-unitPrice', BID_SORT_KEYS)).toEqual({ key: 'unitPrice', descending: true });
    expect(parseSort('volume', BID_SORT_KEYS)).toEqual({ key: 'volume', descending: false });
    for (const other of ['bidNo', 'enteredAt', 'bidPrice', 'contractPrice', '-', ''])
      expect(parseSort(other, BID_SORT_KEYS), other).toBeNull();
  });

  it('sorts the results by bid and contract price and volume only', () => {
    for (const key of ['bidPrice', 'bidVolume', 'contractPrice', 'contractVolume'])
      expect(parseSort(`-${key}`, BID_RESULT_SORT_KEYS)).toEqual({ key, descending: true });
    for (const other of ['unitPrice', 'amount', 'marketNo', 'status'])
      expect(parseSort(other, BID_RESULT_SORT_KEYS), other).toBeNull();
  });

  it('is read by the shared query schemas: the order when allowed, no order when blank, an issue otherwise', () => {
    expect(bidListQuery.parse({ productCd: '2', ...page, sort: '-unitPrice' }).sort).toEqual({
      key: 'unitPrice',
      descending: true,
    });
    expect(bidListQuery.parse({ productCd: '2', ...page, sort: '' }).sort).toBeUndefined();
    const refused = bidListQuery.safeParse({ productCd: '2', ...page, sort: 'contractPrice' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['sort'],
      message: '並び順（sort）に指定できる項目は unitPrice、volume です。',
    });
    const results = { fiscalYear: '2026', productCd: '1', ...page };
    expect(bidResultQuery.parse({ ...results, sort: 'contractVolume' }).sort).toEqual({
      key: 'contractVolume',
      descending: false,
    });
    expect(bidResultQuery.safeParse({ ...results, sort: 'volume' }).success).toBe(false);
  });

  it('keeps the results order in the URL when the filters are searched again', () => {
    const q = { fiscalYear: 2026, productCd: 1, bidTypeCd: 2 };
    expect(searchOf(q, '-contractPrice')).toBe('?fiscalYear=2026&productCd=1&bidTypeCd=2&sort=-contractPrice');
    expect(searchOf(q, undefined)).toBe('?fiscalYear=2026&productCd=1&bidTypeCd=2');
  });
});
