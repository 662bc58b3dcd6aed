import { onJstDate } from '../calendar/jst';

/** Auction states (domain.md#rounds-and-auctions) derived from the bidding window against the market clock. */
export type AuctionState = 'scheduled' | 'open' | 'closed' | 'cleared';

export interface AuctionWindow {
  opensAt: Date;
  closesAt: Date;
  clearedAt: Date | null;
}

/**
 * A bid is accepted only while opensAt ≤ now < closesAt: at the closing millisecond it is already
 * late. The operator opens or closes early by moving the window, so state never disagrees with it.
 */
export function auctionState(window: AuctionWindow, marketNow: Date): AuctionState {
  if (window.clearedAt) return 'cleared';
  const t = marketNow.getTime();
  if (t < window.opensAt.getTime()) return 'scheduled';
  if (t < window.closesAt.getTime()) return 'open';
  return 'closed';
}

/**
 * The market clock: the business date (which the operator may fix) with today's time of day in
 * Tokyo. With the business date following the calendar it is simply now.
 */
export function marketNow(businessDate: string, realNow: Date): Date {
  return onJstDate(realNow, businessDate);
}

/** marketNo = fiscal year × 100 + round × 10 + product: 202631 is FY2026, round 3, FIT. */
export function marketNoOf(fiscalYear: number, roundNo: number, productCd: number): number {
  return fiscalYear * 100 + roundNo * 10 + productCd;
}

/** Products clear in this order within a round (domain.md#clearing-order): 3, 2, then 1. */
export const CLEARING_ORDER = [3, 2, 1] as const;
