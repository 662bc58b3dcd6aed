import type { Executor } from '../../db';
import type { AuctionState } from '@/lib/domain/auction';
import type { AdminRound, AdminRoundAuction } from '@/lib/schemas/admin-rounds';
import { toJstIso } from '../../time/jst-timestamp';
import { listAuctions } from '../auctions/list-auctions';
import { marketInstant } from '../auctions/market-clock';
import { stateOf, type AuctionRow } from '../auctions/auction-view';
import { bookSummaries } from './book-summary';

interface Judged {
  auction: AuctionRow;
  state: AuctionState;
}

/** The console's 入札回と市場: every round, the latest first, each auction with its book summary. */
export async function listRounds(db: Executor): Promise<AdminRound[]> {
  const rows = await listAuctions(db);
  const books = await bookSummaries(
    db,
    rows.map((r) => r.auction.id),
  );
  const rounds = new Map<string, AdminRound>();
  for (const row of rows) {
    const key = `${row.auction.fiscalYear}-${row.auction.roundNo}`;
    if (!rounds.has(key))
      rounds.set(key, { fiscalYear: row.auction.fiscalYear, roundNo: row.auction.roundNo, auctions: [] });
    rounds.get(key)!.auctions.push(auctionView(row, books.get(row.auction.id)!));
  }
  return [...rounds.values()].sort((a, b) => b.fiscalYear - a.fiscalYear || b.roundNo - a.roundNo);
}

/** One auction as the console lists it, read again (after a change) with its book summary. */
export async function roundAuction(db: Executor, auction: AuctionRow): Promise<AdminRoundAuction> {
  const { at } = await marketInstant(db);
  const books = await bookSummaries(db, [auction.id]);
  return auctionView({ auction, state: stateOf(auction, at) }, books.get(auction.id)!);
}

/** The auctions of one round just created (none has a bid yet). */
export async function createdRound(db: Executor, created: AuctionRow[]): Promise<AdminRound> {
  return {
    fiscalYear: created[0]!.fiscalYear,
    roundNo: created[0]!.roundNo,
    auctions: await inTurn(created, (a) => roundAuction(db, a)),
  };
}

function auctionView(row: Judged, book: AdminRoundAuction['book']): AdminRoundAuction {
  return {
    marketNo: row.auction.marketNo,
    productCd: row.auction.productCd,
    state: row.state,
    opensAt: toJstIso(row.auction.opensAt),
    closesAt: toJstIso(row.auction.closesAt),
    clearedAt: row.auction.clearedAt ? toJstIso(row.auction.clearedAt) : null,
    book,
  };
}

/** One read after the other: PGlite has a single connection. */
async function inTurn<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await read(item));
  return out;
}
