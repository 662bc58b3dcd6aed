import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams, requireValue } from '../required';
import type { CallOptions, LooseBody, LooseResponse, PagedResponse, PageParams, QueryDate } from '../types';

export type NfcListQuery = {
  fiscalYear: number;
  productCd: number;
  dateFrom: QueryDate;
  dateTo: QueryDate;
  nfcTypeCd?: number;
} & PageParams;

export function getNfcs(params: NfcListQuery, options?: CallOptions): Promise<PagedResponse> {
  requireParams('getNfcs', params, ['fiscalYear', 'productCd', 'dateFrom', 'dateTo', 'offset', 'limit', 'count']);
  return request({ method: 'GET', path: '/api/v1/nfcs', query: { ...params }, retryable: true, options });
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

export function publishNfc(nfcPublishRequest: LooseBody, options?: CallOptions): Promise<LooseResponse> {
  requireValue('publishNfc', 'nfcPublishRequest', nfcPublishRequest);
  return request({ method: 'POST', path: '/api/v1/nfcs/publish', body: nfcPublishRequest, options });
}
