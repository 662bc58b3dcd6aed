import { z } from 'zod';
import { msg } from './messages';
import {
  csvEncoding,
  fiscalYear,
  optionalInt,
  paging,
  bodyProductCd,
  bodySellProductCd,
  productCd,
  requiredInt,
  sortParam,
  volume,
  type SortableQuery,
} from './common';
import { BID_RESULT_SORT_KEYS, BID_SORT_KEYS, type BidResultSortKey, type BidSortKey } from '../domain/grid/sort-order';
import { groupDigits, parsePriceCents } from '../domain/money';
import { BID_MIN_VOLUME, SELL_LINES_MAX } from '../domain/auction/bid-rules';
import { withheldFigure } from './market-results';

/**
 * Unit price as typed ("0.85") or as a JSON number: must have at most two decimals (0.01 円 steps).
 * Parsed to integer cents; the band check needs the target year's limits and is done by the
 * service (and by the form with the limits from /api/v1/codes).
 */
export const unitPrice = (label = '単価') =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: msg.required(label) })
      .trim()
      .min(1, msg.required(label))
      .transform((text, ctx) => {
        const parsed = parsePriceCents(text);
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: msg.priceFormat(label) });
          return z.NEVER;
        }
        return parsed.value;
      }),
  );

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A FIT tracking preference: a facility id, or conditions among these four. */
export const trackingPreference = z
  .object({
    equipmentId: z.preprocess(
      blank,
      z
        .string()
        .max(50)
        .regex(/^[\x21-\x7e]+$/, msg.halfWidth('設備ID'))
        .optional(),
    ),
    prefectureCd: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
    ),
    municipalityCd: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
    ),
    reTypeCd: z.preprocess(blank, z.coerce.number().int().min(1).max(99).optional()),
    plantGroupCd: z.preprocess(blank, z.coerce.number().int().min(1).max(99).optional()),
  })
  .refine((p) => !(p.equipmentId && (p.prefectureCd || p.municipalityCd || p.reTypeCd || p.plantGroupCd)), {
    message: '設備IDを指定する場合は、その他の条件は指定できません。',
  });
export type TrackingPreferenceInput = z.infer<typeof trackingPreference>;

export const bidBuyRequest = z
  .object({
    productCd: bodyProductCd,
    unitPrice: unitPrice(),
    volume: volume('入札量', 1, BID_MIN_VOLUME),
    /** FIT only: 第1希望, 第2希望. */
    preferences: z.array(trackingPreference).max(2, 'トラッキング希望は2件までです。').optional(),
  })
  .refine((b) => b.productCd === 1 || !b.preferences?.length, {
    path: ['preferences'],
    message: 'トラッキング希望はFIT非化石証書のみ指定できます。',
  });
export type BidBuyRequest = z.infer<typeof bidBuyRequest>;

export const bidNonFitSellRequest = z.object({
  productCd: bodySellProductCd,
  unitPrice: unitPrice(),
  volume: volume('入札量', 1, BID_MIN_VOLUME),
  /** The authorized holding line (facility) sold from. */
  equipmentId: z
    .string({ error: msg.required('設備ID') })
    .min(1, msg.required('設備ID'))
    .max(50),
});
export type BidNonFitSellRequest = z.infer<typeof bidNonFitSellRequest>;

const sellLineEntry = z.object({
  equipmentId: z
    .string({ error: msg.required('設備ID') })
    .min(1, msg.required('設備ID'))
    .max(50),
  volume: volume('入札量', 1, BID_MIN_VOLUME),
});

/**
 * 非FIT売り入札 from several authorized lines at one price: one bid per line, entered together or
 * not at all.
 */
export const bidNonFitSellLinesRequest = z.object({
  productCd: bodySellProductCd,
  unitPrice: unitPrice(),
  lines: z
    .array(sellLineEntry, { error: msg.sellLineRequired })
    .min(1, msg.sellLineRequired)
    .max(SELL_LINES_MAX, `一度に入札できる設備は${groupDigits(SELL_LINES_MAX)}件までです。`)
    .refine((lines) => new Set(lines.map((l) => l.equipmentId)).size === lines.length, {
      message: '同じ設備が重複して指定されています。',
    }),
});
export type BidNonFitSellLinesRequest = z.infer<typeof bidNonFitSellLinesRequest>;

/** The bids entered by one multi-line sell, in the order of the request's lines, and their totals. */
export const bidSellLinesResponse = z.object({
  marketNo: z.number(),
  enteredAt: z.string(),
  bidCount: z.number(),
  totalVolume: z.number(),
  bids: z.array(z.object({ bidNo: z.number(), equipmentId: z.string(), volume: z.number() })),
});

export const bidEntryResponse = z.object({ marketNo: z.number(), bidNo: z.number(), enteredAt: z.string() });

/**
 * Which auction's bids 入札照会 lists: by default the product's current one; with 市場番号 one of the
 * product's auctions not yet cleared (a closed one whose bids wait for clearing).
 */
const listedMarketNo = optionalInt('市場番号', { min: 1 });
export const bidListQuery = z.object({
  productCd,
  marketNo: listedMarketNo,
  ...paging,
  sort: sortParam(BID_SORT_KEYS),
});
/** 入札照会 CSV: the same product and auction as the screen, every bid of the member in it. */
export const bidListCsvQuery = z.object({ productCd, marketNo: listedMarketNo, encoding: csvEncoding });
/** `sort` may be left out by callers inside the server (tests): the list's own order, by bid number. */
export type BidListQuery = SortableQuery<z.infer<typeof bidListQuery>, BidSortKey>;
export const bidDeleteQuery = z.object({ productCd, bidNo: optionalInt('入札番号', { min: 1 }) });
export const bidDeleteResponse = z.object({ deletedCount: z.number() });

export const auctionInfo = z.object({
  marketNo: z.number(),
  fiscalYear: z.number(),
  roundNo: z.number(),
  productCd: z.number(),
  state: z.enum(['scheduled', 'open', 'closed', 'cleared']),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type AuctionInfo = z.infer<typeof auctionInfo>;

export const bidListItem = z.object({
  bidNo: z.number(),
  bidTypeCd: z.number(),
  unitPrice: z.number(),
  volume: z.number(),
  enteredAt: z.string(),
  equipmentId: z.string().nullable(),
  preferences: z.array(trackingPreference).nullable(),
});
/** A closed auction of the product, not yet cleared, in which the member still has bids. */
export const awaitingClearingAuction = z.object({
  marketNo: z.number(),
  fiscalYear: z.number(),
  roundNo: z.number(),
  closesAt: z.string(),
  bidCount: z.number(),
});
export const bidListResponse = z.object({
  /** The listed auction: the open (or next scheduled) one of the product unless 市場番号 named another; null when there is none. */
  auction: auctionInfo.nullable(),
  /** The product's other closed auctions whose clearing is still to come and that hold the member's bids. */
  awaitingClearing: z.array(awaitingClearingAuction),
  /** Whether the member takes part in this product's market (and why not, when not). */
  participating: z.boolean(),
  bidList: z.array(bidListItem),
  count: z.number().optional(),
});

const bidResultFilterFields = {
  fiscalYear,
  productCd,
  marketNo: optionalInt('市場番号', { min: 1 }),
  bidTypeCd: optionalInt('売買区分', { min: 1, max: 2 }),
};
export const bidResultQuery = z.object({
  ...bidResultFilterFields,
  ...paging,
  sort: sortParam(BID_RESULT_SORT_KEYS),
});
/** 約定結果 CSV: the screen's conditions, every matching row. */
export const bidResultCsvQuery = z.object({ ...bidResultFilterFields, encoding: csvEncoding });
export type BidResultQuery = SortableQuery<z.infer<typeof bidResultQuery>, BidResultSortKey>;
export const bidResultItem = z.object({
  marketNo: z.number(),
  roundNo: z.number(),
  bidNo: z.number(),
  bidTypeCd: z.number(),
  bidPrice: z.number(),
  bidVolume: z.number(),
  contractPrice: z.number().nullable(),
  contractVolume: z.number(),
  amount: z.number(),
  status: z.enum(['約定', '一部約定', '不約定']),
});
export const marketSummary = z.object({
  marketNo: z.number(),
  fiscalYear: z.number(),
  roundNo: z.number(),
  productCd: z.number(),
  method: z.enum(['single-price', 'multi-price']),
  clearingPrice: z.number().nullable(),
  minContractPrice: z.number().nullable(),
  maxContractPrice: z.number().nullable(),
  /** Null with 'contract' in withheld: fewer members than the disclosure rule asks for (decision 0022). */
  totalContractVolume: z.number().nullable(),
  biddingMemberCount: z.number(),
  contractedMemberCount: z.number(),
  /** The figures withheld under the disclosure rule; the prices and totalContractVolume are null with 'contract'. */
  withheld: z.array(withheldFigure),
  clearedAt: z.string(),
});
export const bidResultResponse = z.object({
  bidResultList: z.array(bidResultItem),
  count: z.number().optional(),
  marketSummaries: z.array(marketSummary),
});

/** Supply and demand curves of a cleared auction (price steps with cumulative kWh), own bids marked. */
export const marketCurveQuery = z.object({ marketNo: requiredInt('市場番号', { min: 1 }) });
export const marketCurveResponse = z.object({
  marketNo: z.number(),
  demand: z.array(z.object({ price: z.number(), cumulativeVolume: z.number() })),
  supply: z.array(z.object({ price: z.number(), cumulativeVolume: z.number() })),
  clearingPrice: z.number().nullable(),
  ownBids: z.array(
    z.object({
      bidNo: z.number(),
      bidTypeCd: z.number(),
      price: z.number(),
      volume: z.number(),
      contractVolume: z.number(),
    }),
  ),
});

/** Public market summaries (no login): every cleared auction of a fiscal year. */
export const marketSummaryQuery = z.object({ fiscalYear });
export const marketSummaryListResponse = z.object({ marketSummaries: z.array(marketSummary) });
