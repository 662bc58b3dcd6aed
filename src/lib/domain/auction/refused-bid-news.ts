import type { AuctionWindow } from './auction-state';

/**
 * Which auctions a refused bid's message names (issue 24 §6). A bid refused after the close names
 * the auction that closed; the next scheduled one only when it is near. A round follows the last
 * within a quarter, so an auction further than NEWS_HORIZON_DAYS away (next year's, or one set up
 * years ahead) is not news for this bid and is left out, as is a close that long ago.
 */
export const NEWS_HORIZON_DAYS = 120;
const HORIZON_MS = NEWS_HORIZON_DAYS * 24 * 60 * 60 * 1000;

export function refusedBidNews<A extends Pick<AuctionWindow, 'opensAt' | 'closesAt'>>(
  lastClosed: A | undefined,
  nextScheduled: A | undefined,
  now: Date,
): { closed?: A; next?: A } {
  const near = (at: Date) => Math.abs(at.getTime() - now.getTime()) <= HORIZON_MS;
  return {
    ...(lastClosed && near(lastClosed.closesAt) ? { closed: lastClosed } : {}),
    ...(nextScheduled && near(nextScheduled.opensAt) ? { next: nextScheduled } : {}),
  };
}
