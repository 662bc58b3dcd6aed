import { z } from 'zod';
import './zod-japanese';
import { createRoundInput, jstDateTime, marketNoInput } from './ops';

/*
 * 入札回と市場 in the console: the bodies are the CLI's own inputs (`create-round`, `open`,
 * `close`), so both refuse with the same words.
 */
export const adminCreateRoundRequest = createRoundInput;
/** `open --market-no … [--closes …]`: start now; with a close, also move it (the reopen of a closed auction). */
export const adminOpenAuctionRequest = z.object({ marketNo: marketNoInput, closesAt: jstDateTime('締切').optional() });
export const adminCloseAuctionRequest = z.object({ marketNo: marketNoInput });

/**
 * The book of one auction as operators may see it before the close: how many bids from how many
 * members and the volumes of each side, never a member's price.
 */
export const adminBookSummary = z.object({
  bids: z.number().int(),
  members: z.number().int(),
  buyVolume: z.number().int(),
  sellVolume: z.number().int(),
  /** FIT: the supply loaded for the auction (the FIT seller's offer); 0 for the other products. */
  fitSupplyVolume: z.number().int(),
});
export type AdminBookSummary = z.infer<typeof adminBookSummary>;

export const adminRoundAuction = z.object({
  marketNo: z.number().int(),
  productCd: z.number().int(),
  state: z.enum(['scheduled', 'open', 'closed', 'cleared']),
  /** JST, "2026-11-20T10:00:00.000+09:00". */
  opensAt: z.string(),
  closesAt: z.string(),
  /** JST, when its clearing finished; null until then (the console's clearing list orders by it). */
  clearedAt: z.string().nullable(),
  book: adminBookSummary,
});
export type AdminRoundAuction = z.infer<typeof adminRoundAuction>;

export const adminRound = z.object({
  fiscalYear: z.number().int(),
  roundNo: z.number().int(),
  auctions: z.array(adminRoundAuction),
});
export type AdminRound = z.infer<typeof adminRound>;

/** Every round, the latest first. */
export const adminRoundsResponse = z.object({ rounds: z.array(adminRound) });
export type AdminRoundsResponse = z.infer<typeof adminRoundsResponse>;

export const adminRoundResponse = z.object({ round: adminRound });

/** A window change: the auction as it now is, and whether anything changed (already open / closed). */
export const adminAuctionChangeResponse = z.object({ auction: adminRoundAuction, changed: z.boolean() });
export type AdminAuctionChange = z.infer<typeof adminAuctionChangeResponse>;
