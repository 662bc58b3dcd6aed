import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auctions, auctionSupplies, bidResults, bids } from '../../db/schema';
import type { AuctionState } from '@/lib/domain/auction';
import type { MarketSummary } from '@/lib/domain/clearing';
import { AppError } from '../../../errors/app-error';
import { marketInstant } from './market-clock';
import { stateOf, type AuctionRow } from './auction-view';
import { recordedFitSupplyReturn, type ReturnedFitSupply } from '../ledger/persist-fit-supply-return';
import { fitSupplyRestsOf, type FitSupplyRests } from './fit-supply-rests';

export interface BookLevel {
  bidTypeCd: number;
  priceCents: number;
  bids: number;
  volume: number;
}

export interface AuctionOverview {
  auction: AuctionRow;
  state: AuctionState;
  /** Active bids by side and price level: buys by price descending, then sells ascending. */
  book: BookLevel[];
  /** FIT: loaded for this auction; once cleared, what it sold and what went back (decision 0011). */
  supply: { facilities: number; volume: number; sold: number | null; returned: ReturnedFitSupply | null };
  /** FIT, once cleared: each facility's returned rest and what of it is not offered again yet. */
  rests: FitSupplyRests | null;
  summary: MarketSummary | null;
}

/** What the operator's `show` prints: the window, the state, the book and, once cleared, the result. */
export async function describeAuction(db: Executor, marketNo: number): Promise<AuctionOverview> {
  const [auction] = await db.select().from(auctions).where(eq(auctions.marketNo, marketNo));
  if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
  const { at } = await marketInstant(db);
  const levels = await db
    .select({
      bidTypeCd: bids.bidTypeCd,
      priceCents: bids.priceCents,
      bids: count(),
      volume: sql<string>`sum(${bids.volume})::text`,
    })
    .from(bids)
    .where(and(eq(bids.auctionId, auction.id), eq(bids.status, 'active')))
    .groupBy(bids.bidTypeCd, bids.priceCents)
    .orderBy(asc(bids.bidTypeCd), asc(bids.priceCents));
  const book = levels.map((l) => ({
    bidTypeCd: l.bidTypeCd,
    priceCents: l.priceCents,
    bids: Number(l.bids),
    volume: Number(l.volume),
  }));
  const buys = book.filter((l) => l.bidTypeCd === 2).reverse();
  const sells = book.filter((l) => l.bidTypeCd === 1);
  const [supply] = await db
    .select({ facilities: count(), volume: sql<string>`coalesce(sum(${auctionSupplies.volume}), 0)::text` })
    .from(auctionSupplies)
    .where(eq(auctionSupplies.auctionId, auction.id));
  const cleared = auction.productCd === 1 && auction.clearedAt !== null;
  const [sold] = cleared
    ? await db
        .select({ volume: sql<string>`coalesce(sum(${bidResults.contractedVolume}), 0)::text` })
        .from(bidResults)
        .where(eq(bidResults.auctionId, auction.id))
    : [];
  const returned = cleared ? ((await recordedFitSupplyReturn(db, marketNo)) ?? { facilities: 0, volume: 0 }) : null;
  return {
    auction,
    state: stateOf(auction, at),
    book: [...buys, ...sells],
    supply: {
      facilities: Number(supply!.facilities),
      volume: Number(supply!.volume),
      sold: sold ? Number(sold.volume) : null,
      returned,
    },
    rests: cleared ? await fitSupplyRestsOf(db, auction.id) : null,
    summary: (auction.summary as MarketSummary | null) ?? null,
  };
}
