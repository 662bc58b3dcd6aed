import { z } from 'zod';
import { marketCurveResponse } from './bids';

const marketNo = z.coerce
  .number({ error: '市場番号を指定してください。' })
  .int('市場番号は整数で指定してください。')
  .min(100_000, '市場番号は6桁で指定してください。')
  .max(999_999, '市場番号は6桁で指定してください。');

/** 約定処理の開始 from the console (the CLI's `clear --market-no`). */
export const adminClearingRequest = z.object({ marketNo });
export const adminClearingQuery = z.object({ marketNo });

const memberOutcome = z.object({
  memberNumber: z.string(),
  name: z.string(),
  contracted: z.number(),
  partlyContracted: z.number(),
  uncontracted: z.number(),
});

/** 売れ残りの再供給 from the console (the CLI's `reoffer-fit-rests --market-no --to`). */
export const adminReofferFitRestsRequest = z.object({ marketNo, toMarketNo: marketNo });
export const adminReofferFitRestsResponse = z.object({
  fromMarketNo: z.number(),
  toMarketNo: z.number(),
  facilities: z.number(),
  volume: z.number(),
});

const fitSupplyRests = z.object({
  facilities: z.number(),
  volume: z.number(),
  /** Not offered again yet: what the re-offer offers. */
  open: z.object({ facilities: z.number(), volume: z.number() }),
  /** The first rests in facility order (the totals cover all). */
  rows: z.array(z.object({ facilityId: z.string(), volume: z.number(), reofferedMarketNo: z.number().nullable() })),
  /** FIT auctions of the same target year not cleared yet: where the rests can go. */
  targets: z.array(z.object({ marketNo: z.number(), label: z.string() })),
});

/** A clearing as the console shows it: the run's progress, then the market's result and statements. */
export const adminClearingResponse = z.object({
  marketNo: z.number(),
  auctionState: z.string(),
  run: z
    .object({
      state: z.enum(['queued', 'running', 'succeeded', 'failed']),
      stateName: z.string(),
      /** The phase under way (1-based step of phaseCount), or null before the first and after the last. */
      phaseName: z.string().nullable(),
      phaseStep: z.number(),
      phaseCount: z.number(),
      attempts: z.number(),
      requestedAt: z.string(),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
      errorMessage: z.string().nullable(),
    })
    .nullable(),
  result: z
    .object({
      priceText: z.string(),
      contractedVolume: z.number(),
      biddingMembers: z.number(),
      contractedMembers: z.number(),
      members: z.array(memberOutcome),
      statements: z.object({ count: z.number(), payTotalYen: z.number(), receiveTotalYen: z.number() }),
      fitSupplyReturned: z.object({ facilities: z.number(), volume: z.number() }).nullable(),
      /** FIT: each facility's returned rest (decision 0011). */
      fitSupplyRests: fitSupplyRests.nullable(),
      /** The whole supply and demand curves (operators see every price level, members a merged view). */
      curve: marketCurveResponse.pick({ demand: true, supply: true, clearingPrice: true }),
    })
    .nullable(),
});
export type AdminClearing = z.infer<typeof adminClearingResponse>;
