import type { DownloadedFile } from '../download';
import { download, request } from '../http';
import { requireParams } from '../required';
import type { CallOptions, CsvParams } from '../types';
import type { CertificateTrailResponse, LineTrailResponse } from '../../schemas/lifecycle-trails';

/** A holding line as the balance screen's row names it. */
export type TrailLineQuery = { fiscalYear: number; productCd: number; holdingClassCd: number; equipmentId: string };

const LINE_KEYS = ['fiscalYear', 'productCd', 'holdingClassCd', 'equipmentId'] as const;

export function getLineTrail(params: TrailLineQuery, options?: CallOptions): Promise<LineTrailResponse> {
  requireParams('getLineTrail', params, [...LINE_KEYS]);
  return request({
    method: 'GET',
    path: '/api/v1/lifecycle-trails/line',
    query: { ...params },
    retryable: true,
    options,
  });
}

export function getLineTrailCsv(params: TrailLineQuery & CsvParams, options?: CallOptions): Promise<DownloadedFile> {
  requireParams('getLineTrailCsv', params, [...LINE_KEYS]);
  return download({
    method: 'GET',
    path: '/api/v1/lifecycle-trails/line/csv',
    query: { ...params },
    retryable: true,
    options,
  });
}

export function getLineTrailPdf(params: TrailLineQuery, options?: CallOptions): Promise<DownloadedFile> {
  requireParams('getLineTrailPdf', params, [...LINE_KEYS]);
  return download({
    method: 'GET',
    path: '/api/v1/lifecycle-trails/line/pdf',
    query: { ...params },
    retryable: true,
    options,
  });
}

function certificateTrailPath(fiscalYear: number, nfCertificateNo: string): string {
  return `/api/v1/lifecycle-trails/certificates/${encodeURIComponent(String(fiscalYear))}/${encodeURIComponent(nfCertificateNo)}`;
}

export function getCertificateTrail(
  fiscalYear: number,
  nfCertificateNo: string,
  options?: CallOptions,
): Promise<CertificateTrailResponse> {
  requireParams('getCertificateTrail', { fiscalYear, nfCertificateNo }, ['fiscalYear', 'nfCertificateNo']);
  return request({ method: 'GET', path: certificateTrailPath(fiscalYear, nfCertificateNo), retryable: true, options });
}

export function getCertificateTrailCsv(
  fiscalYear: number,
  nfCertificateNo: string,
  params: CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getCertificateTrailCsv', { fiscalYear, nfCertificateNo }, ['fiscalYear', 'nfCertificateNo']);
  const path = `${certificateTrailPath(fiscalYear, nfCertificateNo)}/csv`;
  return download({ method: 'GET', path, query: { ...params }, retryable: true, options });
}

export function getCertificateTrailPdf(
  fiscalYear: number,
  nfCertificateNo: string,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getCertificateTrailPdf', { fiscalYear, nfCertificateNo }, ['fiscalYear', 'nfCertificateNo']);
  return download({
    method: 'GET',
    path: `${certificateTrailPath(fiscalYear, nfCertificateNo)}/pdf`,
    retryable: true,
    options,
  });
}
