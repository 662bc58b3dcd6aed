import type { CodesResponse } from '../../schemas/codes';
import { request } from '../http';
import type { CallOptions } from '../types';

export interface SystemOpenResponse {
  open: true;
  businessDate: string;
}

export function getCodes(options?: CallOptions): Promise<CodesResponse> {
  return request({ method: 'GET', path: '/api/v1/codes', retryable: true, options });
}

/** A 503 answer takes the member to /close through the catalogue's 503 rule. */
export function getSystemOpen(options?: CallOptions): Promise<SystemOpenResponse> {
  return request({ method: 'GET', path: '/api/v1/system/open', retryable: true, options });
}
