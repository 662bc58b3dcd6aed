import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams } from '../required';
import type { CallOptions, CsvParams } from '../types';
import type { ReportingPackResponse } from '../../schemas/reporting-packs';

/** A year, and a consumer or none (every certificate of the year). */
export type ReportingPackQuery = { fiscalYear: number; consumer?: string };

function packQuery(params: ReportingPackQuery & CsvParams): Record<string, unknown> {
  const { consumer, ...rest } = params;
  return consumer === undefined || consumer === '' ? rest : { ...rest, consumer };
}

export function getReportingPack(params: ReportingPackQuery, options?: CallOptions): Promise<ReportingPackResponse> {
  requireParams('getReportingPack', params, ['fiscalYear']);
  return request({
    method: 'GET',
    path: '/api/v1/reporting-packs',
    query: packQuery(params),
    retryable: true,
    options,
  });
}

export function getReportingPackCsv(
  params: ReportingPackQuery & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getReportingPackCsv', params, ['fiscalYear']);
  return download({
    method: 'GET',
    path: '/api/v1/reporting-packs/csv',
    query: packQuery(params),
    retryable: true,
    options,
  });
}

export function getReportingPackPdf(params: ReportingPackQuery, options?: CallOptions): Promise<DownloadedFile> {
  requireParams('getReportingPackPdf', params, ['fiscalYear']);
  return download({
    method: 'GET',
    path: '/api/v1/reporting-packs/pdf',
    query: packQuery(params),
    retryable: true,
    options,
  });
}

export function getReportingPackConsumers(fiscalYear: number, options?: CallOptions): Promise<{ consumers: string[] }> {
  requireParams('getReportingPackConsumers', { fiscalYear }, ['fiscalYear']);
  return request({
    method: 'GET',
    path: '/api/v1/reporting-packs/consumers',
    query: { fiscalYear },
    retryable: true,
    options,
  });
}
