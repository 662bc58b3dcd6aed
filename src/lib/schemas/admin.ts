import { z } from 'zod';
import { mfaChallengeResponse, mfaEnableResponse } from './mfa';

/** The signed-in operator and the page their next step is on (the console, or a first-login step). */
export const adminSessionResponse = z.object({
  loginId: z.string(),
  displayName: z.string(),
  next: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponse>;

export const adminLoginResponse = z.union([adminSessionResponse, mfaChallengeResponse]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** Enrolment done: the recovery codes (shown this once) and the session's next page. */
export const adminMfaEnableResponse = mfaEnableResponse.extend({ next: z.string() });
export type AdminMfaEnableResponse = z.infer<typeof adminMfaEnableResponse>;

const auctionState = z.enum(['scheduled', 'open', 'closed', 'cleared']);

const dashboardAuction = z.object({
  marketNo: z.number().int(),
  productCd: z.number().int(),
  state: auctionState,
  /** JST, "2026-11-20T10:00:00.000+09:00". */
  opensAt: z.string(),
  closesAt: z.string(),
  /** Bids in force (entered and not deleted). */
  activeBids: z.number().int(),
});

export const dashboardRound = z.object({
  fiscalYear: z.number().int(),
  roundNo: z.number().int(),
  auctions: z.array(dashboardAuction),
});
export type DashboardRound = z.infer<typeof dashboardRound>;

export const dashboardClearing = z.object({
  marketNo: z.number().int(),
  productCd: z.number().int(),
  clearedAt: z.string(),
  method: z.enum(['single-price', 'multi-price']),
  /** "0.85" or "0.80～1.00"; null when nothing traded. */
  contractedPrice: z.string().nullable(),
  totalContractedVolume: z.number().int(),
  biddingMemberCount: z.number().int(),
  contractedMemberCount: z.number().int(),
});
export type DashboardClearing = z.infer<typeof dashboardClearing>;

export const adminDashboardResponse = z.object({
  businessDate: z.string(),
  businessDateFixed: z.boolean(),
  maintenance: z.boolean(),
  currentRound: dashboardRound.nullable(),
  nextRound: dashboardRound.nullable(),
  /** The auctions of the round cleared last. */
  lastClearing: z.array(dashboardClearing),
  /** Change requests waiting for a second operator (the two-person rule, ADMIN_FOUR_EYES). */
  fourEyes: z.boolean(),
  pendingChangeRequests: z.number(),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
