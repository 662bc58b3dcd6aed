import type { ApiTokenCreateRequest, ApiTokenCreateResponse, ApiTokenListResponse } from '../../schemas/api-tokens';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';

export const CREATE_API_TOKEN_INSTANCE = 'POST /api/v1/api-tokens';
export function revokeApiTokenInstance(id: number): `DELETE /api/${string}` {
  return `DELETE /api/v1/api-tokens/${id}`;
}

/** The member's own live tokens (decision 0023), with their last use. */
export function getApiTokens(options?: CallOptions): Promise<ApiTokenListResponse> {
  return request({ method: 'GET', path: '/api/v1/api-tokens', retryable: true, options });
}

/**
 * Issues a token; its answer is the only time the token itself is seen. A wrong password or code
 * (422) and the password throttle (429) are shown in the member dialog.
 */
export function createApiToken(
  apiTokenCreateRequest: ApiTokenCreateRequest,
  options?: CallOptions,
): Promise<ApiTokenCreateResponse> {
  requireValue('createApiToken', 'apiTokenCreateRequest', apiTokenCreateRequest);
  return request({
    method: 'POST',
    path: '/api/v1/api-tokens',
    body: apiTokenCreateRequest,
    handOver: (s) => s === 429,
    options,
  });
}

export function revokeApiToken(id: number, options?: CallOptions): Promise<void> {
  requireValue('revokeApiToken', 'id', id);
  return request({ method: 'DELETE', path: `/api/v1/api-tokens/${id}`, options });
}
