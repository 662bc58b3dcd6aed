/**
 * A list's sort as it travels in the URL and the API: the column key, descending with a leading
 * minus (`-balance`). Each list names the columns a trader sorts by; anything else is refused.
 */
export interface SortOrder<K extends string> {
  key: K;
  descending: boolean;
}

export const BALANCE_SORT_KEYS = ['equipmentId', 'balance', 'availableVolume'] as const;
export const HISTORY_SORT_KEYS = ['dateTime', 'equipmentId', 'volume'] as const;
export type BalanceSortKey = (typeof BALANCE_SORT_KEYS)[number];
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

export function parseSort<K extends string>(text: string, keys: readonly K[]): SortOrder<K> | null {
  const descending = text.startsWith('-');
  const key = (descending ? text.slice(1) : text) as K;
  return keys.includes(key) ? { key, descending } : null;
}

export function sortText<K extends string>(sort: SortOrder<K>): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** A header pressed: the same column turns around, another column starts ascending. */
export function nextSort<K extends string>(current: SortOrder<K> | null, key: K): SortOrder<K> {
  return current?.key === key ? { key, descending: !current.descending } : { key, descending: false };
}
