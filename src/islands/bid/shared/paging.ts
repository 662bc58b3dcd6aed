import { DEFAULT_PAGE_SIZE, limitOf, offsetOf, type PageSize } from '../../grid/paging';

/** A grid's page as the shared PagedGrid counts it: 1-based page and a size (or すべて). */
export interface PageState {
  page: number;
  size: PageSize;
}

export const FIRST_PAGE: PageState = { page: 1, size: DEFAULT_PAGE_SIZE };

export function pageParams(p: PageState): { offset: number; limit: number } {
  return { offset: offsetOf(p.page, p.size), limit: limitOf(p.size) };
}
