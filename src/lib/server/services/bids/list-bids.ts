import { and, asc, count as countRows, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { bids } from '../../db/schema';
import { participates } from '@/lib/domain/auction';
import type { AuthContext } from '../../auth/session-context';
import type { BidListQuery, bidListResponse, TrackingPreferenceInput } from '@/lib/schemas/bids';
import { marketNow } from '@/lib/domain/auction';
import { currentOf, unclearedAuctions } from '../auctions/find-auctions';
import { priceYen, stateOf, toAuctionInfo, type AuctionRow } from '../auctions/auction-view';
import { toJstIso } from '../../time/jst-timestamp';
import { toJstIsoMicros } from '@/lib/domain/calendar/jst';
import { chosenOrder } from '../../repositories/chosen-order';
import { param, preparedByShape, sortShape } from '../../repositories/prepared-by-shape';
import type { BidSortKey, SortOrder } from '@/lib/domain/grid/sort-order';
import { enteredMicros } from './bid-rows';

type Response = z.infer<typeof bidListResponse>;

/**
 * 入札照会: the member's own active bids in the product's current auction (or the uncleared one
 * 市場番号 names), by bidNo (which breaks ties when the member sorted by price or volume), and the
 * other closed auctions still waiting for clearing that hold the member's bids, so a bid never
 * drops out of sight between its auction's close and its clearing while the next auction is open.
 * The member's participation and the business date come with the signed-in session (read by this
 * request's middleware; a member's user never belongs to a system organization), so a list costs
 * the auctions, then the page with its count (and the waiting auctions' counts only when the
 * product has closed auctions still to clear).
 */
export async function listBids(
  db: Executor,
  auth: Pick<AuthContext, 'organizationId' | 'session'>,
  query: BidListQuery,
  now: Date = new Date(),
): Promise<Response> {
  const { organizationId, session } = auth;
  const at = marketNow(session.businessDate, now);
  const participating = participates(session.organizationInfo, query.productCd);
  const uncleared = await unclearedAuctions(db, query.productCd);
  const auction =
    query.marketNo === undefined ? currentOf(uncleared, at) : uncleared.find((a) => a.marketNo === query.marketNo);
  const closedOthers = uncleared.filter((a) => a !== auction && stateOf(a, at) === 'closed');
  const awaitingClearing = await awaitingClearingOf(db, closedOthers, organizationId);
  if (!auction)
    return { auction: null, participating, awaitingClearing, bidList: [], ...(query.count ? { count: 0 } : {}) };

  const rows = await bidPageQuery(db, { sort: query.sort, count: query.count }).execute({
    auctionId: auction.id,
    organizationId,
    offset: query.offset,
    limit: query.limit,
  });
  const total = !query.count
    ? undefined
    : rows.length > 0
      ? Number(rows[0]!.total)
      : query.offset === 0
        ? 0
        : // The count rides on the page's rows: past the last page, ask for it alone.
          await countMyBids(db, auction.id, organizationId);
  return {
    auction: toAuctionInfo(auction, at),
    participating,
    awaitingClearing,
    bidList: rows.map(({ bid, micros }) => ({
      bidNo: bid.bidNo,
      bidTypeCd: bid.bidTypeCd,
      unitPrice: priceYen(bid.priceCents),
      volume: bid.volume,
      enteredAt: toJstIsoMicros(Number(micros)),
      equipmentId: bid.facilityId,
      preferences: (bid.preferences as TrackingPreferenceInput[] | null) ?? null,
    })),
    ...(total === undefined ? {} : { count: total }),
  };
}

/** Of the closed auctions given (oldest first), those holding active bids of the member, with their counts. */
async function awaitingClearingOf(db: Executor, closed: readonly AuctionRow[], organizationId: number) {
  if (closed.length === 0) return [];
  const counts = await db
    .select({ auctionId: bids.auctionId, n: countRows() })
    .from(bids)
    .where(
      and(
        inArray(
          bids.auctionId,
          closed.map((a) => a.id),
        ),
        eq(bids.organizationId, organizationId),
        eq(bids.status, 'active'),
      ),
    )
    .groupBy(bids.auctionId);
  const countOf = new Map(counts.map((c) => [c.auctionId, Number(c.n)]));
  return closed
    .filter((a) => (countOf.get(a.id) ?? 0) > 0)
    .map((a) => ({
      marketNo: a.marketNo,
      fiscalYear: a.fiscalYear,
      roundNo: a.roundNo,
      closesAt: toJstIso(a.closesAt),
      bidCount: countOf.get(a.id)!,
    }));
}

/** The member's active bids in the auction. */
function mine(auctionId: number, organizationId: number) {
  return and(eq(bids.auctionId, auctionId), eq(bids.organizationId, organizationId), eq(bids.status, 'active'));
}

function selectMyBidCount(db: Executor, auctionId: number, organizationId: number) {
  return db.select({ n: countRows() }).from(bids).where(mine(auctionId, organizationId));
}

async function countMyBids(db: Executor, auctionId: number, organizationId: number): Promise<number> {
  const [row] = await selectMyBidCount(db, auctionId, organizationId);
  return Number(row?.n ?? 0);
}

/**
 * The page and, when asked, the count of all the member's bids in one prepared statement (the count
 * an uncorrelated subquery, computed once): one round trip after the auction's instead of two.
 * Shape: the sort and whether to count.
 */
const bidPageQuery = preparedByShape(
  ({ sort, count }: { sort?: SortOrder<BidSortKey>; count: boolean }) =>
    `bid_page${count ? '_c' : ''}${sortShape(sort)}`,
  (db, { sort, count }, name) => {
    const auctionId = param<number>('auctionId');
    const organizationId = param<number>('organizationId');
    const total = count ? sql<number>`(${selectMyBidCount(db, auctionId, organizationId)})` : sql<null>`null`;
    return db
      .select({ bid: bids, micros: enteredMicros, total })
      .from(bids)
      .where(mine(auctionId, organizationId))
      .orderBy(...chosenOrder(sort, { unitPrice: bids.priceCents, volume: bids.volume }, [asc(bids.bidNo)]))
      .offset(param('offset'))
      .limit(param('limit'))
      .prepare(name);
  },
);
