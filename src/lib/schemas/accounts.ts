import {
  BALANCE_SORT_KEYS,
  HISTORY_SORT_KEYS,
  type BalanceSortKey,
  type HistorySortKey,
} from '../domain/grid/sort-order';
import { z } from 'zod';
import { msg } from './messages';
import {
  csvEncoding,
  equipmentIdFilter,
  fiscalYear,
  fiscalYearBody,
  holdingClassCd,
  isoDate,
  nonFitProductCd,
  optionalInt,
  paging,
  sortParam,
  type SortableQuery,
  productCd,
  volume,
  equipmentIdLine,
} from './common';
import { WORDS } from '../glossary';

const balanceFilterFields = {
  fiscalYear,
  productCd,
  holdingClassCd: z.preprocess((v) => (v === '' ? undefined : v), holdingClassCd.optional()),
  reType: optionalInt(WORDS.reType, { min: 1, max: 99 }),
  prefectureCd: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{6}$/, '都道府県の指定が正しくありません。')
      .optional(),
  ),
  equipmentId: equipmentIdFilter,
};

export const accountBalanceQuery = z.object({
  ...balanceFilterFields,
  ...paging,
  sort: sortParam(BALANCE_SORT_KEYS),
});
/** `sort` may be left out by callers inside the server (tests, benches): the list's own order. */
export type AccountBalanceQuery = SortableQuery<z.infer<typeof accountBalanceQuery>, BalanceSortKey>;
export const accountBalanceCsvQuery = z.object({ ...balanceFilterFields, encoding: csvEncoding });

const historyFilterFields = {
  ...balanceFilterFields,
  dateFrom: z.preprocess((v) => (v === '' ? undefined : v), isoDate('期間（開始）').optional()),
  dateTo: z.preprocess((v) => (v === '' ? undefined : v), isoDate('期間（終了）').optional()),
};
const dateOrder = (v: { dateFrom?: string; dateTo?: string }) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;
const dateOrderIssue = { path: ['dateTo'], message: '期間（終了）は期間（開始）以降の日付を入力してください。' };

export const accountHistoryQuery = z
  .object({ ...historyFilterFields, ...paging, sort: sortParam(HISTORY_SORT_KEYS) })
  .refine(dateOrder, dateOrderIssue);
export type AccountHistoryQuery = SortableQuery<z.infer<typeof accountHistoryQuery>, HistorySortKey>;
export const accountHistoryCsvQuery = z
  .object({ ...historyFilterFields, encoding: csvEncoding })
  .refine(dateOrder, dateOrderIssue);

export const accountBalanceItem = z.object({
  fiscalYear: z.number(),
  productCd: z.number(),
  holdingClassCd: z.number(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  reTypeCd: z.number(),
  prefectureCd: z.string(),
  municipalityCd: z.string().nullable(),
  /** kW, up to three decimals. */
  equipmentCapacity: z.number(),
  operationStartDate: z.string(),
  re100Flg: z.boolean(),
  balance: z.number(),
  reservedVolume: z.number(),
  availableVolume: z.number(),
  /** What the target year's expiry took from the line after its usable period (失効); 0 before. */
  expiredVolume: z.number(),
});
export type AccountBalanceItem = z.infer<typeof accountBalanceItem>;
export const accountBalanceResponse = z.object({
  accountBalanceList: z.array(accountBalanceItem),
  /** Present when count=true. */
  count: z.number().optional(),
  /** Sum of balances over all rows matching the filters (not just this page). */
  totalBalance: z.number(),
  /** Sum of expired volume (失効) over the same rows. */
  totalExpired: z.number(),
});

export const accountHistoryItem = z.object({
  postingId: z.number(),
  entryId: z.number(),
  /** ISO timestamp of the movement. */
  dateTime: z.string(),
  businessDate: z.string(),
  /** certify | transfer-out | transfer-in | issue | clearing-buy | clearing-sell | … */
  movementType: z.string(),
  movementName: z.string(),
  fiscalYear: z.number(),
  productCd: z.number(),
  holdingClassCd: z.number(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  /** Signed: positive arrives, negative leaves. */
  volume: z.number(),
  reference: z.string().nullable(),
});
export type AccountHistoryItem = z.infer<typeof accountHistoryItem>;
export const accountHistoryResponse = z.object({
  accountHistoryList: z.array(accountHistoryItem),
  count: z.number().optional(),
});

const negotiateLine = z.object({
  holdingClassCd: z.union([z.literal(1), z.literal(2)], { error: '移転できるのは認定・調達の保有区分のみです。' }),
  equipmentId: equipmentIdLine,
  volume: volume('移転量'),
});

/** Transfer (移転) of non-FIT volume to another member (body accountBalanceNegotiateRequest). */
export const accountBalanceNegotiateRequest = z.object({
  recipientMemberNumber: z
    .string({ error: msg.required('移転先取引会員番号') })
    .min(1, msg.required('移転先取引会員番号'))
    .max(20)
    .regex(/^[0-9A-Za-z]+$/, msg.halfWidth('移転先取引会員番号')),
  fiscalYear: fiscalYearBody,
  productCd: nonFitProductCd,
  lines: z
    .array(negotiateLine)
    .min(1, '移転する明細を1件以上指定してください。')
    .max(1000, '一度に移転できる明細は1,000件までです。'),
});
export type AccountBalanceNegotiateRequest = z.infer<typeof accountBalanceNegotiateRequest>;

export const negotiateResponse = z.object({
  entryId: z.number(),
  recipientMemberNumber: z.string(),
  recipientName: z.string(),
  totalVolume: z.number(),
});
