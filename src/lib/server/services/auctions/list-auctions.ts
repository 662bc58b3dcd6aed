import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctions, bids } from '../../db/schema';
import type { AuctionState } from '@/lib/domain/auction';
import { marketInstant } from './market-clock';
import { stateOf, type AuctionRow } from './auction-view';

export interface AuctionListRow {
  auction: AuctionRow;
  state: AuctionState;
  activeBids: number;
}

/** Every auction (of one fiscal year when given) in marketNo order, with its state and active bid count. */
export async function listAuctions(db: Executor, fiscalYear?: number): Promise<AuctionListRow[]> {
  const where: SQL[] = fiscalYear === undefined ? [] : [eq(auctions.fiscalYear, fiscalYear)];
  const rows = await db
    .select({ auction: auctions, activeBids: count(bids.id) })
    .from(auctions)
    .leftJoin(bids, and(eq(bids.auctionId, auctions.id), eq(bids.status, 'active')))
    .where(and(...where))
    .groupBy(auctions.id)
    .orderBy(asc(auctions.marketNo));
  const { at } = await marketInstant(db);
  return rows.map((r) => ({ auction: r.auction, state: stateOf(r.auction, at), activeBids: Number(r.activeBids) }));
}
