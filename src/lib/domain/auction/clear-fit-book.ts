import {
  ALLOCATION_SOURCES,
  allocateFitSupply,
  clearMultiPrice,
  holdingsByMemberFacility,
  totalsByContractSource,
  type AllocationSource,
  type FitSupply,
  type MarketSummary,
} from '../clearing';
import { bidOutcome, type BidOutcome, type BookBid } from './clear-book';

/** A FIT auction's book: its buy bids and the facilities offered, as the engine's columns. */
export interface FitBook {
  marketNo: number;
  bids: readonly BookBid[];
  supply: FitSupply;
}

export interface FitClearingOutcome {
  outcomes: BidOutcome[];
  /**
   * The buyers' volume per (member, facility): their procured lines from this auction, ordered by
   * member (organization id), then facility in the supply's order.
   */
  lots: { lines: number; member: Int32Array; facility: Int32Array; volume: Float64Array };
  /** Per bid and source: how many facilities and kWh it drew (the per-facility split is reproducible). */
  totals: { bidId: string; source: AllocationSource; facilities: number; volume: number }[];
  /** What stays unsold: facilities with a rest, and kWh (returned to the certification source, 0011). */
  unsold: { facilities: number; volume: number };
  /** Per facility with a rest: its id and the kWh it returns (recorded for the operator, 0011). */
  rests: { facilityIds: string[]; volume: number[] };
  summary: MarketSummary;
}

/**
 * Clears one FIT auction: multi price against the whole supply, then the tracking allocation on the
 * supply's columns, summed per buyer and facility. Pure: the same book gives the same outcome, and
 * nothing in it grows with the facilities but typed arrays (decision 0019).
 */
export function clearFitBook(book: FitBook): FitClearingOutcome {
  const buys = book.bids.filter((b) => b.bidTypeCd === 2);
  let supplyVolume = 0;
  for (const v of book.supply.volume) supplyVolume += v;
  const cleared = clearMultiPrice({ buys, supplyVolume });
  const contracts = cleared.buys;
  const allocation = allocateFitSupply({ contracts, supply: book.supply, marketNo: book.marketNo });
  const memberOf = Int32Array.from(contracts, (c) => (c.bid as BookBid).organizationId);
  const t = totalsByContractSource(allocation);
  const totals = Array.from({ length: t.count }, (_, k) => ({
    bidId: contracts[t.contract[k]!]!.bid.bidId,
    source: ALLOCATION_SOURCES[t.source[k]!]!,
    facilities: t.facilities[k]!,
    volume: t.volume[k]!,
  }));
  const rests = { facilityIds: [] as string[], volume: [] as number[] };
  allocation.remaining.forEach((rest, k) => {
    if (rest <= 0) return;
    rests.facilityIds.push(book.supply.facilityIds[k]!);
    rests.volume.push(rest);
  });
  return {
    outcomes: contracts.map((r) => bidOutcome(r, (r.bid as BookBid).organizationId)),
    lots: holdingsByMemberFacility(allocation, memberOf),
    totals,
    unsold: { facilities: rests.facilityIds.length, volume: allocation.unallocatedVolume },
    rests,
    summary: cleared.summary,
  };
}
