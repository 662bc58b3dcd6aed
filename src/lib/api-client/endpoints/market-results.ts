import { request } from '../http';
import { requireParams } from '../required';
import type { z } from 'zod';
import type { marketResultListResponse } from '../../schemas/market-results';
import type { CallOptions } from '../types';

/** Decision 0022: every cleared auction of a target year, aggregates only (public, no login). */
export function getMarketResults(
  params: { fiscalYear: number },
  options?: CallOptions,
): Promise<z.output<typeof marketResultListResponse>> {
  requireParams('getMarketResults', params, ['fiscalYear']);
  return request({
    method: 'GET',
    path: '/api/v1/market-results',
    query: { ...params },
    retryable: true,
    ignore: true,
    options,
  });
}
