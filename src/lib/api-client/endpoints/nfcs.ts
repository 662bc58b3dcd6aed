import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams, requireValue } from '../required';
import type { CallOptions, CsvParams, PageParams, QueryDate } from '../types';
import type { z } from 'zod';
import type {
  nfcListResponse,
  nfcPublishRequest as nfcPublishRequestSchema,
  nfcPublishResponse,
} from '../../schemas/nfcs';

export type NfcListQuery = {
  fiscalYear: number;
  productCd: number;
  dateFrom: QueryDate;
  dateTo: QueryDate;
  nfcTypeCd?: number;
} & PageParams;

export function getNfcs(params: NfcListQuery, options?: CallOptions): Promise<z.output<typeof nfcListResponse>> {
  requireParams('getNfcs', params, ['fiscalYear', 'productCd', 'dateFrom', 'dateTo', 'offset', 'limit', 'count']);
  return request({ method: 'GET', path: '/api/v1/nfcs', query: { ...params }, retryable: true, options });
}

/** 証書一覧 CSV of the screen's conditions. */
export function getNfcsCsv(
  params: Omit<NfcListQuery, keyof PageParams> & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getNfcsCsv', params, ['fiscalYear', 'productCd', 'dateFrom', 'dateTo']);
  return download({ method: 'GET', path: '/api/v1/nfcs/csv', query: { ...params }, retryable: true, options });
}

export function getNfcPdf(
  fiscalYear: number | string,
  nfCertificateNo: string,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getNfcPdf', { fiscalYear, nfCertificateNo }, ['fiscalYear', 'nfCertificateNo']);
  const path = `/api/v1/nfcs/pdfs/${encodeURIComponent(String(fiscalYear))}/${encodeURIComponent(nfCertificateNo)}`;
  return download({ method: 'GET', path, retryable: true, options });
}

export function publishNfc(
  nfcPublishRequest: z.input<typeof nfcPublishRequestSchema>,
  options?: CallOptions,
): Promise<z.output<typeof nfcPublishResponse>> {
  requireValue('publishNfc', 'nfcPublishRequest', nfcPublishRequest);
  return request({ method: 'POST', path: '/api/v1/nfcs/publish', body: nfcPublishRequest, options });
}
