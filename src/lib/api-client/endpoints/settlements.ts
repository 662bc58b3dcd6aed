import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams, requireValue } from '../required';
import type { CallOptions, CsvParams, PageParams, QueryDate } from '../types';
import type { z } from 'zod';
import type { settlementListResponse } from '../../schemas/settlements';

export type SettlementQuery = { fromDate: QueryDate; toDate?: QueryDate } & PageParams;

export function getSettlements(
  params: SettlementQuery,
  options?: CallOptions,
): Promise<z.output<typeof settlementListResponse>> {
  requireParams('getSettlements', params, ['fromDate', 'offset', 'limit', 'count']);
  return request({ method: 'GET', path: '/api/v1/settlements', query: { ...params }, retryable: true, options });
}

/** 精算書一覧 CSV of the screen's issue-date range. */
export function getSettlementsCsv(
  params: Omit<SettlementQuery, keyof PageParams> & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getSettlementsCsv', params, ['fromDate']);
  return download({ method: 'GET', path: '/api/v1/settlements/csv', query: { ...params }, retryable: true, options });
}

/** The spec leaves this path open; the server contract fixes it as /api/v1/settlements/{statementNo}/pdf. */
export function getSettlementPdf(statementNo: string, options?: CallOptions): Promise<DownloadedFile> {
  requireValue('getSettlementPdf', 'statementNo', statementNo);
  const path = `/api/v1/settlements/${encodeURIComponent(statementNo)}/pdf`;
  return download({ method: 'GET', path, retryable: true, options });
}
