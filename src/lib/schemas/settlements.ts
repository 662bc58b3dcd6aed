import { z } from 'zod';
import { csvEncoding, isoDate, paging } from './common';
import { SETTLEMENT_DATE_ORDER_MESSAGE, SETTLEMENT_FROM_LABEL, SETTLEMENT_TO_LABEL } from './settlement-texts';

/*
 * Settlement statements (精算書) contract: GET /api/v1/settlements and
 * GET /api/v1/settlements/{statementNo}/pdf. Dates filter the statement's issue date, a JST calendar
 * day; both ends are inclusive.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const settlementFilterFields = {
  fromDate: z.preprocess(blankToUndefined, isoDate(SETTLEMENT_FROM_LABEL)),
  toDate: z.preprocess(blankToUndefined, isoDate(SETTLEMENT_TO_LABEL).optional()),
};
const issueDateOrder = (v: { fromDate: string; toDate?: string | undefined }) =>
  v.toDate === undefined || v.fromDate <= v.toDate;
const issueDateOrderIssue = { path: ['toDate'], message: SETTLEMENT_DATE_ORDER_MESSAGE };

export const settlementListQuery = z
  .object({ ...settlementFilterFields, ...paging })
  .refine(issueDateOrder, issueDateOrderIssue);
export type SettlementListQuery = z.infer<typeof settlementListQuery>;
/** 精算書一覧 CSV: the screen's issue-date range, every matching statement. */
export const settlementListCsvQuery = z
  .object({ ...settlementFilterFields, encoding: csvEncoding })
  .refine(issueDateOrder, issueDateOrderIssue);

const settlementDirection = z.enum(['pay', 'receive']);
export type SettlementDirection = z.infer<typeof settlementDirection>;

export const settlementListItem = z.object({
  statementNo: z.string(),
  marketNo: z.number(),
  /** The auction's target year (the spec's fiscalYear). */
  fiscalYear: z.number(),
  roundNo: z.number(),
  productCd: z.number(),
  productName: z.string(),
  /** YYYY-MM-DD (JST). */
  issueDate: z.string(),
  dueDate: z.string(),
  /** pay: the member pays the total; receive: the member receives it. */
  direction: settlementDirection,
  /** Whole yen, never negative, counted in `direction`: subtotal + tax = total. */
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type SettlementListItem = z.infer<typeof settlementListItem>;

export const settlementListResponse = z.object({
  settlementList: z.array(settlementListItem),
  /** Present when count=true. */
  count: z.number().optional(),
});
export type SettlementListResponse = z.infer<typeof settlementListResponse>;

/** Same shape as domain/settlement statementNumber(): S{year:4}{marketNo:6}-{memberNumber}. */
export const STATEMENT_NO_PATTERN = /^S\d{10}-[A-Za-z0-9]{1,20}$/;

export const settlementPdfParams = z.object({
  statementNo: z.string().regex(STATEMENT_NO_PATTERN, '精算書番号が正しくありません。'),
});
