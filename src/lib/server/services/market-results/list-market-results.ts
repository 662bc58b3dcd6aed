import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { auctions } from '../../db/schema';
import { publishedYearAggregates } from '@/lib/domain/auction';
import type { marketResult } from '@/lib/schemas/market-results';
import { toJstIso } from '../../time/jst-timestamp';
import { AnswerCache, toAnswer, type PublicAnswer } from '../certificates/public-answer-cache';
import { PRODUCT_NAMES, priceYen } from '../auctions/auction-view';
import { readAuctionAggregates } from './read-auction-aggregates';

type MarketResult = z.infer<typeof marketResult>;

/*
 * A cleared auction never changes (its bids, results and summary are written once, in the clearing's
 * transaction), so a year's answer changes only when another of its auctions clears. The answer is
 * kept per (year, cleared count, last clearing time): one small statement decides whether the
 * serialized bytes and their strong ETag can be sent as they are.
 */
const answers = new AnswerCache({ maxEntries: 64, maxBytes: 8 * 1024 * 1024, maxEntryBytes: 1024 * 1024 });

export async function listMarketResults(db: Executor, fiscalYear: number): Promise<PublicAnswer> {
  const [stamp] = await db
    .select({
      cleared: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${auctions.clearedAt})::text`,
    })
    .from(auctions)
    .where(and(eq(auctions.fiscalYear, fiscalYear), isNotNull(auctions.clearedAt)));
  const key = `${fiscalYear}\n${stamp?.cleared ?? 0}\n${stamp?.last ?? ''}`;
  const kept = answers.get(key);
  if (kept) return kept;
  const rows = await readAuctionAggregates(db, fiscalYear);
  const published = publishedYearAggregates(rows.map((r) => r.aggregates));
  const answer = toAnswer({
    fiscalYear,
    marketResults: rows.map(({ auction, aggregates }, i): MarketResult => {
      const p = published[i]!;
      return {
        marketNo: auction.marketNo,
        fiscalYear: auction.fiscalYear,
        roundNo: auction.roundNo,
        productCd: auction.productCd,
        productName: PRODUCT_NAMES[auction.productCd] ?? String(auction.productCd),
        isFit: aggregates.isFit,
        opensAt: toJstIso(auction.opensAt),
        closesAt: toJstIso(auction.closesAt),
        clearedAt: toJstIso(auction.clearedAt!),
        contractPrice: priceYen(p.contractPriceCents),
        contractLowestPrice: priceYen(p.contractLowestPriceCents),
        contractHighestPrice: priceYen(p.contractHighestPriceCents),
        contractVolume: p.contractVolume,
        buyVolume: p.buyVolume,
        sellVolume: p.sellVolume,
        fitSupplyVolume: p.fitSupplyVolume,
        buyerCount: p.buyerCount,
        sellerCount: p.sellerCount,
        withheld: p.withheld,
      };
    }),
  });
  answers.set(key, answer);
  return answer;
}
