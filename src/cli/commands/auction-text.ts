import { contractedPriceText } from '../../lib/domain/auction/auction-labels';
import type { MarketSummary } from '../../lib/domain/clearing';

export { STATE_NAMES, contractedPriceText } from '../../lib/domain/auction/auction-labels';

export function kwh(n: number): string {
  return `${n.toLocaleString('ja-JP')} kWh`;
}

export function summaryLines(s: MarketSummary): string[] {
  return [
    `  結果: ${contractedPriceText(s)}、約定量 ${kwh(s.totalContractedVolume)}、入札会員 ${s.biddingMemberCount} 社、約定会員 ${s.contractedMemberCount} 社`,
  ];
}
