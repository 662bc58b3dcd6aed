import { and, asc, count as countRows, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { auctions, bidResults, bids } from '../../db/schema';
import type { bidResultItem, BidResultQuery, bidResultResponse } from '@/lib/schemas/bids';
import { priceYen } from '../auctions/auction-view';
import { chosenOrder } from '../../repositories/chosen-order';
import { newestFirst, toMarketSummary } from './market-summary-view';
import { readAuctionAggregates } from '../market-results/read-auction-aggregates';

type Item = z.infer<typeof bidResultItem>;

/** The columns a trader sorts its results by (BID_RESULT_SORT_KEYS). */
const SORTABLE = {
  bidPrice: bids.priceCents,
  bidVolume: bids.volume,
  contractPrice: bidResults.contractedPriceCents,
  contractVolume: bidResults.contractedVolume,
};

/**
 * 約定結果照会: the caller's own bids in cleared auctions of the year and product, newest auction
 * first (that order breaking ties when the member sorted by a price or volume column), with the
 * public summaries of those auctions. Other members' bids never appear: the member filter is part
 * of every row query.
 */
export async function getBidResults(
  db: Executor,
  organizationId: number,
  query: BidResultQuery,
): Promise<z.infer<typeof bidResultResponse>> {
  const scope: SQL[] = [
    eq(auctions.fiscalYear, query.fiscalYear),
    eq(auctions.productCd, query.productCd),
    isNotNull(auctions.clearedAt),
  ];
  if (query.marketNo !== undefined) scope.push(eq(auctions.marketNo, query.marketNo));
  const mine = and(
    ...scope,
    eq(bids.organizationId, organizationId),
    ...(query.bidTypeCd !== undefined ? [eq(bids.bidTypeCd, query.bidTypeCd)] : []),
  );

  const rows = await db
    .select({ auction: auctions, bid: bids, result: bidResults })
    .from(bidResults)
    .innerJoin(bids, eq(bidResults.bidId, bids.id))
    .innerJoin(auctions, eq(bids.auctionId, auctions.id))
    .where(mine)
    .orderBy(...chosenOrder(query.sort, SORTABLE, [desc(auctions.marketNo), asc(bids.bidTypeCd), asc(bids.bidNo)]))
    .offset(query.offset)
    .limit(query.limit);
  const total = query.count
    ? Number(
        (
          await db
            .select({ n: countRows() })
            .from(bidResults)
            .innerJoin(bids, eq(bidResults.bidId, bids.id))
            .innerJoin(auctions, eq(bids.auctionId, auctions.id))
            .where(mine)
        )[0]!.n,
      )
    : undefined;
  // The market's figures under the rule every surface applies: the member reading them took part,
  // so in a thin market they would give away the other members' bids.
  const cleared = await readAuctionAggregates(db, query.fiscalYear, {
    productCd: query.productCd,
    marketNo: query.marketNo,
  });

  const bidResultList: Item[] = rows.map(({ auction, bid, result }) => ({
    marketNo: auction.marketNo,
    roundNo: auction.roundNo,
    bidNo: bid.bidNo,
    bidTypeCd: bid.bidTypeCd,
    bidPrice: priceYen(bid.priceCents),
    bidVolume: bid.volume,
    contractPrice: priceYen(result.contractedPriceCents),
    contractVolume: result.contractedVolume,
    amount: result.amountYen,
    status: result.status as Item['status'],
  }));
  return {
    bidResultList,
    ...(total === undefined ? {} : { count: total }),
    marketSummaries: cleared.sort(newestFirst).map(toMarketSummary),
  };
}
