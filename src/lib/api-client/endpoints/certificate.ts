import { request } from '../http';
import { requireParams } from '../required';
import type { z } from 'zod';
import type { certificateDetailResponse, certificateResponse } from '../../schemas/certificate';
import type { CallOptions, PageParams } from '../types';

export interface CertificateQuery {
  hash: string;
  passCd: string;
}
export type CertificateDetailQuery = CertificateQuery & PageParams;

/** Spec §8: the public page shows its not-found state itself, so these two skip the generic handling. */
export function getCertificate(
  params: CertificateQuery,
  options?: CallOptions,
): Promise<z.output<typeof certificateResponse>> {
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
): Promise<z.output<typeof certificateDetailResponse>> {
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
