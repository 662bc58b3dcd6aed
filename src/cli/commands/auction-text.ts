import { formatPriceCents } from '../../lib/domain/money';
import type { AuctionState } from '../../lib/domain/auction';
import type { MarketSummary } from '../../lib/domain/clearing';

/** How the operator commands name an auction's state. */
export const STATE_NAMES: Record<AuctionState, string> = {
  scheduled: '受付前',
  open: '受付中',
  closed: '締切済（約定処理待ち）',
  cleared: '約定済',
};

export function kwh(n: number): string {
  return `${n.toLocaleString('ja-JP')} kWh`;
}

/**
 * The contracted price of a cleared market: one price for single-price clearing, the range for
 * multi-price — unless every contract was at one price, when a range "1.00～1.00" would only puzzle.
 */
export function contractedPriceText(s: MarketSummary): string {
  if (s.clearingPriceCents !== null) return `約定価格 ${formatPriceCents(s.clearingPriceCents)} 円/kWh`;
  if (s.minContractedPriceCents === null || s.maxContractedPriceCents === null) return '約定なし';
  if (s.minContractedPriceCents === s.maxContractedPriceCents)
    return `約定価格 ${formatPriceCents(s.minContractedPriceCents)} 円/kWh`;
  return `約定価格 ${formatPriceCents(s.minContractedPriceCents)}～${formatPriceCents(s.maxContractedPriceCents)} 円/kWh`;
}

export function summaryLines(s: MarketSummary): string[] {
  return [
    `  結果: ${contractedPriceText(s)}、約定量 ${kwh(s.totalContractedVolume)}、入札会員 ${s.biddingMemberCount} 社、約定会員 ${s.contractedMemberCount} 社`,
  ];
}
