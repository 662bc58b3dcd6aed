import { describe, expect, it } from 'vitest';
import { planPages, rowsPerPage } from '@/lib/server/reports/settlement-pdf/page-plan';
import { planStatementPages } from '@/lib/server/reports/settlement-pdf/render-settlement-pdf';
import { summaryHeight } from '@/lib/server/reports/settlement-pdf/draw-summary';
import { CONTENT_BOTTOM, TABLE } from '@/lib/server/reports/settlement-pdf/layout';
import { longStatement } from './statements';

// A small page: header row 10, rows 10; the first page's table starts at 50, later ones at 0.
const base = { rowHeight: 10, headerHeight: 10, firstTop: 50, nextTop: 0, bottom: 100, trailerHeight: 30 };

describe('rows per page', () => {
  it('counts whole rows below the header row', () => {
    expect(rowsPerPage(50, 100, 10, 10)).toBe(4);
    expect(rowsPerPage(0, 100, 10, 10)).toBe(9);
    expect(rowsPerPage(0, 99.99, 10, 10)).toBe(8);
    expect(rowsPerPage(95, 100, 10, 10)).toBe(0);
  });
});

describe('page plan', () => {
  it('keeps a short table and the summary on one page', () => {
    // 1 row: table ends at 50 + 10 + 10 = 70; the summary (30) ends exactly at the bottom.
    expect(planPages({ ...base, rows: 1 })).toEqual({
      tablePages: [{ firstRow: 0, rowCount: 1, top: 50 }],
      trailerPage: 0,
      trailerTop: 70,
      pageCount: 1,
    });
  });

  it('moves the summary to a page of its own when it does not fit under the last row', () => {
    // 2 rows end at 80: 80 + 30 > 100.
    expect(planPages({ ...base, rows: 2 })).toEqual({
      tablePages: [{ firstRow: 0, rowCount: 2, top: 50 }],
      trailerPage: 1,
      trailerTop: 0,
      pageCount: 2,
    });
  });

  it('continues the table with its header on each page, filling every page but the last', () => {
    // 4 on the first page, 9 on each next one: 4 + 9 + 2 = 15.
    const plan = planPages({ ...base, rows: 15 });
    expect(plan.tablePages).toEqual([
      { firstRow: 0, rowCount: 4, top: 50 },
      { firstRow: 4, rowCount: 9, top: 0 },
      { firstRow: 13, rowCount: 2, top: 0 },
    ]);
    // The third page's table ends at 0 + 10 + 20 = 30: the summary follows at 30.
    expect([plan.trailerPage, plan.trailerTop, plan.pageCount]).toEqual([2, 30, 3]);
  });

  it('puts every row on exactly one page, in order', () => {
    for (let rows = 0; rows <= 60; rows++) {
      const plan = planPages({ ...base, rows });
      const indices = plan.tablePages.flatMap((p) => Array.from({ length: p.rowCount }, (_, i) => p.firstRow + i));
      expect(indices).toEqual(Array.from({ length: rows }, (_, i) => i));
      expect(plan.pageCount).toBeGreaterThanOrEqual(plan.tablePages.length);
    }
  });

  it('refuses layouts that could never finish', () => {
    expect(() => planPages({ ...base, rows: 1, nextTop: 95 })).toThrow(RangeError);
    expect(() => planPages({ ...base, rows: 1, trailerHeight: 101 })).toThrow(RangeError);
    expect(() => planPages({ ...base, rows: -1 })).toThrow(RangeError);
  });
});

describe('the statement layout', () => {
  it('gives a 60-line statement 26 rows, then 44, then the summary alone on page 3', () => {
    const s = longStatement(60);
    expect(rowsPerPage(TABLE.firstTop, CONTENT_BOTTOM, TABLE.headerHeight, TABLE.rowHeight)).toBe(26);
    expect(rowsPerPage(TABLE.nextTop, CONTENT_BOTTOM, TABLE.headerHeight, TABLE.rowHeight)).toBe(44);
    const plan = planStatementPages(s);
    expect(plan.tablePages.map((p) => p.rowCount)).toEqual([26, 34]);
    // Page 2 ends at 62 + 18 + 34 × 16 = 624; the summary needs more than the 161.89 pt left.
    expect(summaryHeight(s)).toBeGreaterThan(CONTENT_BOTTOM - 624);
    expect([plan.trailerPage, plan.pageCount]).toEqual([2, 3]);
  });
});
