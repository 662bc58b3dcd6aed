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
/** 入札照会: a trader weighs its bids by price and by volume; the list's own order is the bid number. */
export const BID_SORT_KEYS = ['unitPrice', 'volume'] as const;
/** 約定結果: what was bid and what was contracted, each by price and by volume. */
export const BID_RESULT_SORT_KEYS = ['bidPrice', 'bidVolume', 'contractPrice', 'contractVolume'] as const;
export type BidSortKey = (typeof BID_SORT_KEYS)[number];
export type BidResultSortKey = (typeof BID_RESULT_SORT_KEYS)[number];

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
