import {
  allocateNonFitTracking,
  clearSinglePrice,
  type BidResult,
  type FitBuyBid,
  type MarketSummary,
  type SellBid,
} from '../clearing';
import { contractAmountYen } from '../money';

/** An auction's book as the clearing service reads it: bids carry their member's organization id. */
export interface BookBid extends FitBuyBid {
  readonly organizationId: number;
  readonly bidTypeCd: 1 | 2;
  readonly facilityId?: string;
}

/** A non-FIT auction's book: buy and sell bids (FIT books also carry their supply: clear-fit-book.ts). */
export interface Book {
  marketNo: number;
  productCd: 2 | 3;
  bids: readonly BookBid[];
}

export interface BidOutcome {
  bidId: string;
  organizationId: number;
  contractedVolume: number;
  contractedPriceCents: number | null;
  amountYen: number;
  status: BidResult['status'];
}

export interface AllocationRow {
  buyBidId: string;
  sellBidId: string;
  facilityId: string;
  volume: number;
  source: 'sell-line';
}

export interface ClearingOutcome {
  outcomes: BidOutcome[];
  allocations: AllocationRow[];
  /** Sell bids' unsold kWh, whose reservation is released. */
  releases: { bidId: string; organizationId: number; facilityId: string; volume: number }[];
  summary: MarketSummary;
}

/** What a bid's result means for the member's statement: the amount in whole yen. */
export function bidOutcome(r: BidResult, organizationId: number): BidOutcome {
  return {
    bidId: r.bid.bidId,
    organizationId,
    contractedVolume: r.contractedVolume,
    contractedPriceCents: r.contractedPriceCents,
    amountYen: r.contractedPriceCents === null ? 0 : contractAmountYen(r.contractedPriceCents, r.contractedVolume),
    status: r.status,
  };
}

/**
 * Clears one non-FIT auction's book by single price, then allocates the sold lines' facilities to
 * the buys; returns what the service must write. Pure: the same book gives the same outcome.
 */
export function clearBook(book: Book): ClearingOutcome {
  const orgOf = new Map(book.bids.map((b) => [b.bidId, b.organizationId]));
  const outcome = (r: BidResult) => bidOutcome(r, orgOf.get(r.bid.bidId)!);
  const buys = book.bids.filter((b) => b.bidTypeCd === 2);
  const sells = book.bids
    .filter((b) => b.bidTypeCd === 1)
    .map((b) => ({ ...b, facilityId: b.facilityId! }) as SellBid & BookBid);
  const cleared = clearSinglePrice({ buys, sells });
  const rows = allocateNonFitTracking({ buys: cleared.buys, sells: cleared.sells });
  return {
    outcomes: [...cleared.buys, ...cleared.sells].map(outcome),
    allocations: rows.map((r) => ({ ...r, source: 'sell-line' as const })),
    releases: cleared.sells
      .filter((r) => r.contractedVolume < r.bid.volume)
      .map((r) => ({
        bidId: r.bid.bidId,
        organizationId: orgOf.get(r.bid.bidId)!,
        facilityId: r.bid.facilityId,
        volume: r.bid.volume - r.contractedVolume,
      })),
    summary: cleared.summary,
  };
}
