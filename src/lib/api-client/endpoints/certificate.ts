import { request } from '../http';
import { requireParams } from '../required';
import type { CallOptions, LooseResponse, PageParams } from '../types';

export interface CertificateQuery {
  hash: string;
  passCd: string;
}
export type CertificateDetailQuery = CertificateQuery & PageParams;

export interface CertificateDetailResponse {
  certificateDetails: Record<string, unknown>[];
  count?: number;
}

/** Spec §8: the public page shows its not-found state itself, so these two skip the generic handling. */
export function getCertificate(params: CertificateQuery, options?: CallOptions): Promise<LooseResponse> {
  requireParams('getCertificate', params, ['hash', 'passCd']);
  return request({
    method: 'GET',
    path: '/api/v1/certificate',
    query: { ...params },
    retryable: true,
    ignore: true,
    options,
  });
}

export function getCertificateDetails(
  params: CertificateDetailQuery,
  options?: CallOptions,
): Promise<CertificateDetailResponse> {
  requireParams('getCertificateDetails', params, ['hash', 'passCd', 'offset', 'limit', 'count']);
  return request({
    method: 'GET',
    path: '/api/v1/certificate/detail-get',
    query: { ...params },
    retryable: true,
    ignore: true,
    options,
  });
}
