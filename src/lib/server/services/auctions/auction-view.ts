import { auctionState, type AuctionState } from '@/lib/domain/auction';
import type { AuctionInfo } from '@/lib/schemas/bids';
import type { auctions } from '../../db/schema';
import { formatJstDateTime, toJstIso } from '../../time/jst-timestamp';

export type AuctionRow = typeof auctions.$inferSelect;

export const PRODUCT_NAMES: Record<number, string> = {
  1: 'FIT非化石証書',
  2: '非FIT非化石証書（再エネ指定あり）',
  3: '非FIT非化石証書（再エネ指定なし）',
};

export function stateOf(auction: AuctionRow, marketNow: Date): AuctionState {
  return auctionState(auction, marketNow);
}

export function toAuctionInfo(auction: AuctionRow, marketNow: Date): AuctionInfo {
  return {
    marketNo: auction.marketNo,
    fiscalYear: auction.fiscalYear,
    roundNo: auction.roundNo,
    productCd: auction.productCd,
    state: stateOf(auction, marketNow),
    opensAt: toJstIso(auction.opensAt),
    closesAt: toJstIso(auction.closesAt),
  };
}

/** "2026/11/20 10:00～2026/11/27 15:00": the window as members and operators read it. */
export function windowText(auction: AuctionRow): string {
  return `${formatJstDateTime(auction.opensAt).slice(0, 16)}～${formatJstDateTime(auction.closesAt).slice(0, 16)}`;
}

/** Cents to yen as a JSON number with at most two decimals (85 → 0.85). */
export function priceYen(cents: number): number;
export function priceYen(cents: number | null): number | null;
export function priceYen(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}
