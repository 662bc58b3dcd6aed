import {
  allocateFitTracking,
  allocateNonFitTracking,
  clearMultiPrice,
  clearSinglePrice,
  type BidResult,
  type FitBuyBid,
  type FitFacility,
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

export interface Book {
  marketNo: number;
  productCd: 1 | 2 | 3;
  bids: readonly BookBid[];
  /** FIT only: the facilities offered with their kWh. */
  supply: readonly FitFacility[];
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
  sellBidId: string | null;
  facilityId: string;
  volume: number;
  source: string;
}

export interface ClearingOutcome {
  outcomes: BidOutcome[];
  allocations: AllocationRow[];
  /** Sell bids' unsold kWh, whose reservation is released. */
  releases: { bidId: string; organizationId: number; facilityId: string; volume: number }[];
  summary: MarketSummary;
}

/**
 * Clears one auction's book: FIT by multi price from the FIT supply, non-FIT by single price, then
 * the tracking allocation; returns what the service must write. Pure: the same book gives the same
 * outcome.
 */
export function clearBook(book: Book): ClearingOutcome {
  const byId = new Map(book.bids.map((b) => [b.bidId, b]));
  const buys = book.bids.filter((b) => b.bidTypeCd === 2);
  const orgOf = (bidId: string) => byId.get(bidId)!.organizationId;
  const outcome = (r: BidResult): BidOutcome => ({
    bidId: r.bid.bidId,
    organizationId: orgOf(r.bid.bidId),
    contractedVolume: r.contractedVolume,
    contractedPriceCents: r.contractedPriceCents,
    amountYen: r.contractedPriceCents === null ? 0 : contractAmountYen(r.contractedPriceCents, r.contractedVolume),
    status: r.status,
  });

  if (book.productCd === 1) {
    const supplyVolume = book.supply.reduce((s, f) => s + f.volume, 0);
    const cleared = clearMultiPrice({ buys, supplyVolume });
    const allocation = allocateFitTracking({
      contracts: cleared.buys,
      facilities: book.supply,
      marketNo: book.marketNo,
    });
    const allocations = allocation.rows.map((r) => ({
      buyBidId: r.buyBidId,
      sellBidId: null,
      facilityId: r.facilityId,
      volume: r.volume,
      source: r.source,
    }));
    return {
      outcomes: cleared.buys.map(outcome),
      allocations,
      releases: [],
      summary: cleared.summary,
    };
  }

  const sells = book.bids
    .filter((b) => b.bidTypeCd === 1)
    .map((b) => ({ ...b, facilityId: b.facilityId! }) as SellBid & BookBid);
  const cleared = clearSinglePrice({ buys, sells });
  const rows = allocateNonFitTracking({ buys: cleared.buys, sells: cleared.sells });
  const allocations = rows.map((r) => ({
    buyBidId: r.buyBidId,
    sellBidId: r.sellBidId,
    facilityId: r.facilityId,
    volume: r.volume,
    source: 'sell-line',
  }));
  return {
    outcomes: [...cleared.buys, ...cleared.sells].map(outcome),
    allocations,
    releases: cleared.sells
      .filter((r) => r.contractedVolume < r.bid.volume)
      .map((r) => ({
        bidId: r.bid.bidId,
        organizationId: orgOf(r.bid.bidId),
        facilityId: r.bid.facilityId,
        volume: r.bid.volume - r.contractedVolume,
      })),
    summary: cleared.summary,
  };
}
