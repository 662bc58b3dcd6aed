import type { Bid, BidResult, ContractStatus, MarketSummary, PriceRuleStep, Side } from './types';

function statusOf(bidVolume: number, contractedVolume: number): ContractStatus {
  if (contractedVolume === 0) return '不約定';
  return contractedVolume === bidVolume ? '約定' : '一部約定';
}

export function toBidResult<B extends Bid>(
  bid: B,
  side: Side,
  contractedVolume: number,
  priceCents: number,
): BidResult<B> {
  const traded = contractedVolume > 0;
  return {
    bid,
    side,
    contractedVolume,
    contractedPriceCents: traded ? priceCents : null,
    amountCents: traded ? BigInt(priceCents) * BigInt(contractedVolume) : 0n,
    status: statusOf(bid.volume, contractedVolume),
  };
}

/**
 * Member counts and price range for the public summary. `totalContractedVolume` is counted on one
 * side only (buys), since every kWh bought was sold once.
 */
export function summarize(
  method: MarketSummary['method'],
  clearingPriceCents: number | null,
  decidedByStep: PriceRuleStep | null,
  buys: readonly BidResult[],
  sells: readonly BidResult[],
): MarketSummary {
  const bidding = new Set<string>();
  const contracted = new Set<string>();
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const group of [buys, sells]) {
    for (const r of group) {
      bidding.add(r.bid.memberNumber);
      if (r.contractedPriceCents === null) continue;
      contracted.add(r.bid.memberNumber);
      if (min === null || r.contractedPriceCents < min) min = r.contractedPriceCents;
      if (max === null || r.contractedPriceCents > max) max = r.contractedPriceCents;
    }
  }
  for (const r of buys) total += r.contractedVolume;
  return {
    method,
    clearingPriceCents,
    decidedByStep,
    minContractedPriceCents: min,
    maxContractedPriceCents: max,
    totalContractedVolume: total,
    biddingMemberCount: bidding.size,
    contractedMemberCount: contracted.size,
  };
}
