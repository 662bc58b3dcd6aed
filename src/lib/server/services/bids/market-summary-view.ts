import type { z } from 'zod';
import type { MarketSummary } from '@/lib/domain/clearing';
import type { marketSummary } from '@/lib/schemas/bids';
import { toJstIso } from '../../time/jst-timestamp';
import { priceYen, type AuctionRow } from '../auctions/auction-view';

export type MarketSummaryItem = z.infer<typeof marketSummary>;

/** The public figures of a cleared auction, prices in yen (two decimals) rather than cents. */
export function toMarketSummary(auction: AuctionRow): MarketSummaryItem {
  const s = auction.summary as MarketSummary;
  return {
    marketNo: auction.marketNo,
    fiscalYear: auction.fiscalYear,
    roundNo: auction.roundNo,
    productCd: auction.productCd,
    method: s.method,
    clearingPrice: priceYen(s.clearingPriceCents),
    minContractPrice: priceYen(s.minContractedPriceCents),
    maxContractPrice: priceYen(s.maxContractedPriceCents),
    totalContractVolume: s.totalContractedVolume,
    biddingMemberCount: s.biddingMemberCount,
    contractedMemberCount: s.contractedMemberCount,
    clearedAt: toJstIso(auction.clearedAt!),
  };
}
