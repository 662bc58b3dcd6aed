import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctions } from '../../db/schema';
import { toMarketSummary, type MarketSummaryItem } from './market-summary-view';

/** Public: every cleared auction of a fiscal year, newest first (as the results table lists them). Nothing per member. */
export async function listMarketSummaries(
  db: Executor,
  fiscalYear: number,
): Promise<{ marketSummaries: MarketSummaryItem[] }> {
  const rows = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.fiscalYear, fiscalYear), isNotNull(auctions.clearedAt), isNotNull(auctions.summary)))
    .orderBy(desc(auctions.marketNo));
  return { marketSummaries: rows.map(toMarketSummary) };
}
