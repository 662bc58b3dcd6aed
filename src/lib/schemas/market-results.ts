import { z } from 'zod';
import { fiscalYear } from './common';

/** Public market results (no login): every cleared auction of a target year, aggregates only (0022). */
export const marketResultQuery = z.object({ fiscalYear });

/** A figure the disclosure rule withholds (domain/auction/aggregate-disclosure.ts). */
export const withheldFigure = z.enum(['contract', 'buy', 'sell', 'supply']);

export const marketResult = z.object({
  marketNo: z.number(),
  fiscalYear: z.number(),
  roundNo: z.number(),
  productCd: z.number(),
  productName: z.string(),
  isFit: z.boolean(),
  /** 入札期間 in JST ISO. */
  opensAt: z.string(),
  closesAt: z.string(),
  clearedAt: z.string(),
  /** Yen per kWh: non-FIT the single price, FIT the volume-weighted average. */
  contractPrice: z.number().nullable(),
  contractLowestPrice: z.number().nullable(),
  contractHighestPrice: z.number().nullable(),
  contractVolume: z.number().nullable(),
  buyVolume: z.number().nullable(),
  sellVolume: z.number().nullable(),
  fitSupplyVolume: z.number().nullable(),
  buyerCount: z.number(),
  sellerCount: z.number().nullable(),
  /** Figures not published under the thin-market rule (decision records 0009 and 0022). */
  withheld: z.array(withheldFigure),
});

export const marketResultListResponse = z.object({
  fiscalYear: z.number(),
  marketResults: z.array(marketResult),
});
