import type { Bid, BidResult, ContractStatus, MarketSummary, PriceRuleStep, Side } from './types';

function statusOf(bidVolume: number, contractedVolume: number): ContractStatus {
  if (contractedVolume === 0) return '不約定';
  return contractedVolume === bidVolume ? '約定' : '一部約定';
}

/** One BigInt per result instead of three: the product of two safe integers is exact while it stays safe. */
function amountOf(priceCents: number, volume: number): bigint {
  const product = priceCents * volume;
  return Number.isSafeInteger(product) ? BigInt(product) : BigInt(priceCents) * BigInt(volume);
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
    amountCents: traded ? amountOf(priceCents, contractedVolume) : 0n,
    status: statusOf(bid.volume, contractedVolume),
  };
}

/** The results of one side in priority order, with the member code (see validateBids) of each. */
export interface SummarySide {
  readonly results: readonly BidResult[];
  readonly memberCodes: Int32Array;
}

/** Member codes of `codes` (input order) rearranged into priority order. */
export function codesInOrder(codes: Int32Array, order: Uint32Array): Int32Array {
  const out = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) out[k] = codes[order[k]!]!;
  return out;
}

/**
 * Member counts and price range for the public summary. `totalContractedVolume` is counted on one
 * side only (buys), since every kWh bought was sold once. Every member in either list has bid, so
 * `memberCount` is the bidding count; traded members are flagged by code rather than collected as
 * strings.
 */
export function summarize(
  method: MarketSummary['method'],
  clearingPriceCents: number | null,
  decidedByStep: PriceRuleStep | null,
  buys: SummarySide,
  sells: SummarySide | null,
  memberCount: number,
): MarketSummary {
  const traded = new Uint8Array(memberCount);
  let contractedMembers = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const side of sells ? [buys, sells] : [buys]) {
    const { results, memberCodes } = side;
    for (let k = 0; k < results.length; k++) {
      const price = results[k]!.contractedPriceCents;
      if (price === null) continue;
      const code = memberCodes[k]!;
      if (traded[code] === 0) {
        traded[code] = 1;
        contractedMembers++;
      }
      if (min === null || price < min) min = price;
      if (max === null || price > max) max = price;
    }
  }
  let total = 0;
  for (const r of buys.results) total += r.contractedVolume;
  return {
    method,
    clearingPriceCents,
    decidedByStep,
    minContractedPriceCents: min,
    maxContractedPriceCents: max,
    totalContractedVolume: total,
    biddingMemberCount: memberCount,
    contractedMemberCount: contractedMembers,
  };
}
