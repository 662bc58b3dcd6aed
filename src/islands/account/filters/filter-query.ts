import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from '../../grid/paging';
import { mapDates, toIsoDateText } from '../../ui/date-text';

/**
 * Search conditions live in the URL query (?fiscalYear=2026&productCd=2&page=2&limit=25) so a reload
 * keeps them. Values stay text here, as the form holds them; the form's schema judges them.
 */
export interface Paging {
  page: number;
  size: PageSize;
  /** The list's sort as the URL holds it (`-balance`); checked against the list's keys by the screen. */
  sort?: string;
}

/** Known keys only, each from the query or its default; surrounding blanks dropped. */
export function readFilters<K extends string>(params: URLSearchParams, defaults: Record<K, string>): Record<K, string> {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) out[key] = value.trim();
  }
  return out;
}

/** A select's value only when it is one of its options; otherwise the fallback. */
export function oneOf(value: string, allowed: readonly string[], fallback: string): string {
  return allowed.includes(value) ? value : fallback;
}

export function readPaging(params: URLSearchParams): Paging {
  const sort = params.get('sort')?.trim();
  return { page: parsePage(params.get('page')), size: parsePageSize(params.get('limit')), ...(sort ? { sort } : {}) };
}

/** Non-blank conditions in the form's order, then the paging when it differs from the default. */
export function toSearch(values: Record<string, string>, paging?: Paging): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') params.set(key, value.trim());
  }
  if (paging && paging.page > 1) params.set('page', String(paging.page));
  if (paging && paging.size !== DEFAULT_PAGE_SIZE) params.set('limit', String(paging.size));
  if (paging?.sort) params.set('sort', paging.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Rewrites the address without a new history entry (back navigation is blocked app-wide anyway). */
export function replaceQuery(search: string, win: Window = window): void {
  const url = `${win.location.pathname}${search}${win.location.hash}`;
  win.history.replaceState(win.history.state, '', url);
}

/** Dates are typed YYYY/MM/DD; the URL and the shared schemas read YYYY-MM-DD. */
const DATES = ['dateFrom', 'dateTo'] as const;
export const isoDates = <T extends Record<(typeof DATES)[number], string>>(v: T): T =>
  mapDates(v, DATES, toIsoDateText);

/** The filter rules, fetched when a form is first checked (they carry zod). */
export const loadFilterRules = () => import('./filter-schemas');
