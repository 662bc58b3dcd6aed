/**
 * Table paging of spec §9: 10 rows by default, options 10, 25, 50, 100 and all. Pure, so the URL
 * mapping and the pager share one reading of "page" and "all".
 */
export type PageSize = 10 | 25 | 50 | 100 | 'all';

export const PAGE_SIZES: readonly PageSize[] = [10, 25, 50, 100, 'all'];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** "All" asks the server for its largest page (the contracts cap limit at 100,000). */
export const ALL_ROWS_LIMIT = 100_000;

export function pageSizeLabel(size: PageSize): string {
  return size === 'all' ? 'すべて' : String(size);
}

export function parsePageSize(text: string | null | undefined): PageSize {
  if (text === 'all') return 'all';
  const n = Number(text);
  return (PAGE_SIZES as readonly unknown[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

/** 1-based page number from text; anything else is the first page. */
export function parsePage(text: string | null | undefined): number {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export function limitOf(size: PageSize): number {
  return size === 'all' ? ALL_ROWS_LIMIT : size;
}

export function offsetOf(page: number, size: PageSize): number {
  return size === 'all' ? 0 : (page - 1) * size;
}

export function pageCount(count: number, size: PageSize): number {
  if (size === 'all') return 1;
  return Math.max(1, Math.ceil(count / size));
}

/** A page number that exists for this many rows. */
export function clampPage(page: number, count: number, size: PageSize): number {
  return Math.min(Math.max(1, page), pageCount(count, size));
}

/** First and last row number shown (1-based; 0–0 when there are none). */
export function shownRange(page: number, size: PageSize, count: number): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 };
  const from = offsetOf(page, size) + 1;
  return { from, to: Math.min(count, from + limitOf(size) - 1) };
}

/** Client-side paging for lists already held in memory. */
export function pageSlice<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  return rows.slice(offsetOf(page, size), offsetOf(page, size) + limitOf(size));
}
