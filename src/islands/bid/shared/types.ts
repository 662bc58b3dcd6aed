import type { z } from 'zod';
import type { AccountBalanceItem } from '@/lib/schemas/accounts';
import type {
  auctionInfo,
  bidEntryResponse,
  bidListItem,
  bidListResponse,
  bidResultItem,
  bidResultResponse,
  marketCurveResponse,
  marketSummary,
  trackingPreference,
} from '@/lib/schemas/bids';

/** Answers as the contract (src/lib/schemas/bids.ts) describes them; islands trust the API's shape. */
export type AuctionInfo = z.output<typeof auctionInfo>;
export type BidListItem = z.output<typeof bidListItem>;
export type BidListAnswer = z.output<typeof bidListResponse>;
export type BidEntryAnswer = z.output<typeof bidEntryResponse>;
export type BidResultItem = z.output<typeof bidResultItem>;
export type BidResultAnswer = z.output<typeof bidResultResponse>;
export type MarketSummary = z.output<typeof marketSummary>;
export type MarketCurve = z.output<typeof marketCurveResponse>;
export type TrackingPreference = z.output<typeof trackingPreference>;
export type HoldingLine = AccountBalanceItem;
