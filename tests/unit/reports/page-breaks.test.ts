import { describe, expect, it } from 'vitest';
import { pageBreaks } from '@/lib/server/reports/pdf/detail-table';

describe('pageBreaks (certificate facility table)', () => {
  it('keeps everything on the first page while it fits', () => {
    expect([...pageBreaks([10, 10, 10], 100, 50, 130)]).toEqual([]);
  });

  it('moves a row that would cross the bottom to the next page, below the repeated header', () => {
    // first page: 100→110→120, third row would end at 130 > 125; next pages start at 50
    expect([...pageBreaks([10, 10, 10, 10], 100, 50, 125)]).toEqual([2]);
  });

  it('counts every continuation page for a long table', () => {
    const heights = Array.from({ length: 1000 }, () => 13);
    const breaks = pageBreaks(heights, 400, 60, 786);
    // first page holds floor(386/13)=29 rows, every other page floor(726/13)=55
    expect(breaks.size).toBe(Math.ceil((1000 - 29) / 55));
    expect(breaks.has(29)).toBe(true);
    expect(breaks.has(29 + 55)).toBe(true);
  });

  it('starts a page for a first row that does not fit below the certificate fields', () => {
    expect([...pageBreaks([40], 760, 60, 786)]).toEqual([0]);
  });
});
