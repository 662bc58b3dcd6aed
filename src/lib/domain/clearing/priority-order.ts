import type { Bid } from './types';

/**
 * Time priority, then bidNo, memberNumber and bidId: entry times can collide (millisecond clocks,
 * bulk loads), and the result must not depend on the order rows arrive in. Strings compare by code
 * unit, not locale, so every runtime agrees.
 */
function compareTimeThenIdentity(a: Bid, b: Bid): number {
  if (a.enteredAt !== b.enteredAt) return a.enteredAt - b.enteredAt;
  if (a.bidNo !== b.bidNo) return a.bidNo - b.bidNo;
  if (a.memberNumber !== b.memberNumber) return a.memberNumber < b.memberNumber ? -1 : 1;
  if (a.bidId !== b.bidId) return a.bidId < b.bidId ? -1 : 1;
  return 0;
}

/** Buys: the highest price is served first. */
export function compareBuyPriority(a: Bid, b: Bid): number {
  return b.priceCents - a.priceCents || compareTimeThenIdentity(a, b);
}

/** Sells: the lowest price is served first. */
export function compareSellPriority(a: Bid, b: Bid): number {
  return a.priceCents - b.priceCents || compareTimeThenIdentity(a, b);
}

export function sortBuys<B extends Bid>(bids: readonly B[]): B[] {
  return bids.slice().sort(compareBuyPriority);
}

export function sortSells<B extends Bid>(bids: readonly B[]): B[] {
  return bids.slice().sort(compareSellPriority);
}
