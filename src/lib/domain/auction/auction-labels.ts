import { formatPriceCents } from '../money/price-text';
import type { MarketSummary } from '../clearing/types';
import type { AuctionState } from './auction-state';

/** How the operators (commands and console) name an auction's state. */
export const STATE_NAMES: Record<AuctionState, string> = {
  scheduled: '受付前',
  open: '受付中',
  closed: '締切済（約定処理待ち）',
  cleared: '約定済',
};

/**
 * The contracted price of a cleared market, "0.85" or "0.80～1.00", or null when nothing traded:
 * one price for single-price clearing, the range for multi-price — unless every contract was at
 * one price, when a range "1.00～1.00" would only puzzle.
 */
export function contractedPriceRange(s: MarketSummary): string | null {
  if (s.clearingPriceCents !== null) return formatPriceCents(s.clearingPriceCents);
  if (s.minContractedPriceCents === null || s.maxContractedPriceCents === null) return null;
  if (s.minContractedPriceCents === s.maxContractedPriceCents) return formatPriceCents(s.minContractedPriceCents);
  return `${formatPriceCents(s.minContractedPriceCents)}～${formatPriceCents(s.maxContractedPriceCents)}`;
}

export function contractedPriceText(s: MarketSummary): string {
  const range = contractedPriceRange(s);
  return range === null ? '約定なし' : `約定価格 ${range} 円/kWh`;
}
