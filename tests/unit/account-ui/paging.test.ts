import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS_LIMIT,
  clampPage,
  limitOf,
  offsetOf,
  pageCount,
  pageSizeLabel,
  pageSlice,
  parsePage,
  parsePageSize,
  shownRange,
} from '@/islands/grid/paging';

describe('grid paging (spec §9: 10 by default; 10, 25, 50, 100, all)', () => {
  it('reads page sizes and falls back to 10 for anything else', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('all')).toBe('all');
    expect(parsePageSize('30')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
    expect(pageSizeLabel('all')).toBe('すべて');
  });

  it('reads 1-based page numbers', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
  });

  it('turns a page into offset and limit; all is one page from 0', () => {
    expect([offsetOf(3, 25), limitOf(25)]).toEqual([50, 25]);
    expect([offsetOf(4, 'all'), limitOf('all')]).toEqual([0, ALL_ROWS_LIMIT]);
  });

  it('counts pages, clamps a page beyond the last, and names the rows shown', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(44, 10)).toBe(5);
    expect(pageCount(44, 'all')).toBe(1);
    expect(clampPage(9, 44, 10)).toBe(5);
    expect(clampPage(0, 44, 10)).toBe(1);
    expect(shownRange(5, 10, 44)).toEqual({ from: 41, to: 44 });
    expect(shownRange(1, 'all', 44)).toEqual({ from: 1, to: 44 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('slices rows held in memory', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageSlice(rows, 3, 10)).toEqual([20, 21, 22]);
    expect(pageSlice(rows, 1, 'all')).toHaveLength(23);
  });
});
