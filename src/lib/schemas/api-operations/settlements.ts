import type { ApiOperation } from './operation';
import {
  settlementListCsvQuery,
  settlementListQuery,
  settlementListResponse,
  settlementPdfParams,
} from '../settlements';

/** Settlements: the list, its CSV and the statement PDF. */
export const SETTLEMENT_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/settlements',
    tokenScope: 'read',
    summary: '精算書一覧（自社分。発行日で絞り込み）',
    tag: 'settlements',
    authenticated: true,
    query: settlementListQuery,
    response: settlementListResponse,
  },
  {
    method: 'get',
    path: '/api/v1/settlements/csv',
    tokenScope: 'read',
    summary: '精算書一覧CSVダウンロード（自社分。発行日で絞り込み）',
    tag: 'settlements',
    authenticated: true,
    query: settlementListCsvQuery,
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/settlements/{statementNo}/pdf',
    tokenScope: 'read',
    summary: '精算書PDFダウンロード（自社分のみ。他社・不存在はともに404 C_SH_002）',
    tag: 'settlements',
    authenticated: true,
    params: settlementPdfParams,
    produces: 'application/pdf',
  },
];
