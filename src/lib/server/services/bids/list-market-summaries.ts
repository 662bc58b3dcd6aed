import type { Executor } from '../../db';
import { readAuctionAggregates } from '../market-results/read-auction-aggregates';
import { newestFirst, toMarketSummary, type MarketSummaryItem } from './market-summary-view';

/** Public: every cleared auction of a fiscal year, newest first (as the results table lists them). Nothing per member. */
export async function listMarketSummaries(
  db: Executor,
  fiscalYear: number,
): Promise<{ marketSummaries: MarketSummaryItem[] }> {
  const rows = await readAuctionAggregates(db, fiscalYear);
  return { marketSummaries: rows.sort(newestFirst).map(toMarketSummary) };
}
