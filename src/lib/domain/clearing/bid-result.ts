import type { Bid, BidResult, ContractStatus, MarketSummary, PriceRuleStep, Side } from './types';

function statusOf(bidVolume: number, contractedVolume: number): ContractStatus {
  if (contractedVolume === 0) return '不約定';
  return contractedVolume === bidVolume ? '約定' : '一部約定';
}

/** The product of two safe integers is exact while it stays safe; BigInt only beyond. */
function amountOf(priceCents: number, volume: number): bigint {
  const product = priceCents * volume;
  return Number.isSafeInteger(product) ? BigInt(product) : BigInt(priceCents) * BigInt(volume);
}

/**
 * A bid's result. The exact amount is worked out when it is read: nothing in the clearing reads it
 * (settlement rounds price × volume to yen itself), and a BigInt made for each of 100,000 results
 * was a third of the clearing's time.
 */
class Result<B extends Bid> implements BidResult<B> {
  readonly bid: B;
  readonly side: Side;
  readonly contractedVolume: number;
  readonly contractedPriceCents: number | null;
  readonly status: ContractStatus;

  constructor(bid: B, side: Side, contractedVolume: number, priceCents: number) {
    this.bid = bid;
    this.side = side;
    this.contractedVolume = contractedVolume;
    this.contractedPriceCents = contractedVolume > 0 ? priceCents : null;
    this.status = statusOf(bid.volume, contractedVolume);
  }

  get amountCents(): bigint {
    return this.contractedPriceCents === null ? 0n : amountOf(this.contractedPriceCents, this.contractedVolume);
  }
}

export function toBidResult<B extends Bid>(
  bid: B,
  side: Side,
  contractedVolume: number,
  priceCents: number,
): BidResult<B> {
  return new Result(bid, side, contractedVolume, priceCents);
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
