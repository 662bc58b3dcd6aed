import type { z } from 'zod';
import type { MarketSummary } from '@/lib/domain/clearing';
import { publishedAggregates } from '@/lib/domain/auction';
import type { marketSummary } from '@/lib/schemas/bids';
import { toJstIso } from '../../time/jst-timestamp';
import { priceYen } from '../auctions/auction-view';
import type { AuctionWithAggregates } from '../market-results/read-auction-aggregates';

export type MarketSummaryItem = z.infer<typeof marketSummary>;

/**
 * The public figures of a cleared auction, prices in yen (two decimals) rather than cents, under
 * the one disclosure rule (publishedAggregates): a price or volume that would tell a thin
 * market's members each other's bids is null and named in `withheld`. The member counts are shown.
 */
export function toMarketSummary({ auction, aggregates }: AuctionWithAggregates): MarketSummaryItem {
  const s = auction.summary as MarketSummary;
  const published = publishedAggregates(aggregates);
  const contractShown = !published.withheld.includes('contract');
  return {
    marketNo: auction.marketNo,
    fiscalYear: auction.fiscalYear,
    roundNo: auction.roundNo,
    productCd: auction.productCd,
    method: s.method,
    clearingPrice: contractShown ? priceYen(s.clearingPriceCents) : null,
    minContractPrice: contractShown ? priceYen(s.minContractedPriceCents) : null,
    maxContractPrice: contractShown ? priceYen(s.maxContractedPriceCents) : null,
    totalContractVolume: published.contractVolume,
    biddingMemberCount: s.biddingMemberCount,
    contractedMemberCount: s.contractedMemberCount,
    withheld: published.withheld,
    clearedAt: toJstIso(auction.clearedAt!),
  };
}

/** Newest first, as the results table lists its rows. */
export const newestFirst = (a: AuctionWithAggregates, b: AuctionWithAggregates) =>
  b.auction.marketNo - a.auction.marketNo;
