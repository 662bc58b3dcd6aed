import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { auctions } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { namesScheduledAuction } from '@/lib/domain/auction';
import { marketInstant, type MarketInstant } from './market-clock';
import { stateOf, windowText, type AuctionRow } from './auction-view';
import { passEntryGate } from './entry-gate';

/** The product's auctions not yet cleared, by opening time: few, so they are judged in code. */
export function unclearedAuctions(db: Executor, productCd: number): Promise<AuctionRow[]> {
  return db
    .select()
    .from(auctions)
    .where(and(eq(auctions.productCd, productCd), isNull(auctions.clearedAt)))
    .orderBy(asc(auctions.opensAt));
}

/**
 * The auction a member's bid screen is about, among the product's uncleared ones: the open one,
 * else the next scheduled, else the latest closed one still waiting for clearing.
 */
export function currentOf(uncleared: readonly AuctionRow[], marketNow: Date): AuctionRow | undefined {
  const open = uncleared
    .filter((a) => stateOf(a, marketNow) === 'open')
    .sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime());
  if (open[0]) return open[0];
  const scheduled = uncleared.find((a) => stateOf(a, marketNow) === 'scheduled');
  if (scheduled) return scheduled;
  return uncleared
    .filter((a) => stateOf(a, marketNow) === 'closed')
    .sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];
}

async function currentAuction(db: Executor, productCd: number, marketNow: Date): Promise<AuctionRow | undefined> {
  return currentOf(await unclearedAuctions(db, productCd), marketNow);
}

export interface LockedAuction {
  auction: AuctionRow;
  /** Read after the lock: a bid is judged, and stamped, by this instant. */
  instant: MarketInstant;
}

/**
 * Takes FOR SHARE locks on the product's auctions that may still be open (so the operator's close
 * and the clearing, which take FOR UPDATE, wait for this bid), then reads the clock and requires
 * one of them to be open at that instant. A bid that arrives after the close, even by a
 * millisecond, sees the moved window or the later clock and is refused with 409.
 */
export async function lockOpenAuction(tx: Tx, productCd: number): Promise<LockedAuction> {
  await passEntryGate(tx, productCd, 'shared');
  const { open, instant } = await lockCandidates(tx, productCd);
  if (open) return { auction: open, instant };
  throw await notOpen(tx, productCd, instant.at);
}

/**
 * The product's open auction with the same locks and clock as a bid's, if one is open, for a
 * caller that has passed the product's entry gate itself (leaving a market takes it exclusive, so
 * no bid of the product is in flight while the member's bids there are cancelled).
 */
export async function lockOpenAuctionBehindGate(tx: Tx, productCd: number): Promise<LockedAuction | undefined> {
  const { open, instant } = await lockCandidates(tx, productCd);
  return open ? { auction: open, instant } : undefined;
}

async function lockCandidates(tx: Tx, productCd: number): Promise<{ open?: AuctionRow; instant: MarketInstant }> {
  const before = await marketInstant(tx);
  const candidates = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.productCd, productCd), isNull(auctions.clearedAt), gt(auctions.closesAt, before.at)))
    .orderBy(asc(auctions.id))
    .for('share');
  const instant = await marketInstant(tx, before.businessDate);
  const open = candidates
    .filter((a) => stateOf(a, instant.at) === 'open')
    .sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime())[0];
  return { open, instant };
}

async function notOpen(tx: Tx, productCd: number, marketNow: Date): Promise<AppError> {
  const current = await currentAuction(tx, productCd, marketNow);
  const scheduled = current !== undefined && stateOf(current, marketNow) === 'scheduled';
  if (!current)
    return new AppError('C_BD_001', {
      message: 'この市場は現在入札を受け付けていません。受付中または受付予定の市場がありません。',
    });
  if (scheduled && !namesScheduledAuction(current.opensAt, marketNow))
    return new AppError('C_BD_001', {
      message: 'この市場は現在入札を受け付けていません。今年度・来年度に受付予定の市場はありません。',
    });
  const when = scheduled ? 'はまだ始まっていません' : 'は締め切られました';
  return new AppError('C_BD_001', {
    message: `この市場は現在入札を受け付けていません。市場番号 ${current.marketNo} の入札受付${when}（受付期間 ${windowText(current)}）。`,
  });
}
