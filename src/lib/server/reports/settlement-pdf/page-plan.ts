/*
 * Where the statement's line table breaks across pages. Pure arithmetic, kept apart from drawing so
 * the breaking rules can be tested without a PDF: rows have one fixed height (long cells are cut
 * with an ellipsis, never wrapped), every page's table starts with its header row, and the summary
 * (fee, tax sections, totals, due date) is one block that never splits: it follows the last row
 * when it fits below it, otherwise it opens a page of its own.
 */
export interface PagePlanInput {
  /** Table rows to place (the statement's contract lines). */
  rows: number;
  rowHeight: number;
  /** Height of the header row repeated at the top of the table on every page. */
  headerHeight: number;
  /** y where the table header starts on the first page (below the invoice header). */
  firstTop: number;
  /** y where the table header starts on continuation pages. */
  nextTop: number;
  /** Lowest y any content may reach. */
  bottom: number;
  /** Height of the summary block plus the gap above it. */
  trailerHeight: number;
}

export interface TablePage {
  /** Index of the first row on this page. */
  firstRow: number;
  rowCount: number;
  /** y of the table header row on this page. */
  top: number;
}

export interface PagePlan {
  /** Pages that carry table rows (the first page always does, even with no rows). */
  tablePages: TablePage[];
  /** 0-based page index of the summary block and its top y. */
  trailerPage: number;
  trailerTop: number;
  pageCount: number;
}

export function rowsPerPage(top: number, bottom: number, headerHeight: number, rowHeight: number): number {
  if (rowHeight <= 0) throw new RangeError('rowHeight must be positive');
  return Math.max(0, Math.floor((bottom - top - headerHeight + 1e-9) / rowHeight));
}

export function planPages(input: PagePlanInput): PagePlan {
  const { rows, rowHeight, headerHeight, firstTop, nextTop, bottom, trailerHeight } = input;
  if (!Number.isInteger(rows) || rows < 0) throw new RangeError(`rows must be a whole number ≥ 0: ${rows}`);
  const nextCapacity = rowsPerPage(nextTop, bottom, headerHeight, rowHeight);
  if (nextCapacity < 1) throw new RangeError('A continuation page must hold at least one row');
  if (bottom - nextTop < trailerHeight) throw new RangeError('The summary block is taller than a page');

  const tablePages: TablePage[] = [];
  let placed = 0;
  let top = firstTop;
  do {
    const capacity = rowsPerPage(top, bottom, headerHeight, rowHeight);
    const rowCount = Math.min(capacity, rows - placed);
    tablePages.push({ firstRow: placed, rowCount, top });
    placed += rowCount;
    top = nextTop;
  } while (placed < rows);

  const last = tablePages[tablePages.length - 1]!;
  const tableEnd = last.top + headerHeight + last.rowCount * rowHeight;
  const fits = tableEnd + trailerHeight <= bottom + 1e-9;
  const trailerPage = fits ? tablePages.length - 1 : tablePages.length;
  return { tablePages, trailerPage, trailerTop: fits ? tableEnd : nextTop, pageCount: trailerPage + 1 };
}
