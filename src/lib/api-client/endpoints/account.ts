import { download, request } from '../http';
import type { DownloadedFile } from '../download';
import { requireParams, requireValue } from '../required';
import type { CallOptions, CsvParams, PageParams, QueryDate } from '../types';
import type { z } from 'zod';
import type {
  accountBalanceNegotiateRequest as accountBalanceNegotiateRequestSchema,
  accountBalanceResponse,
  accountHistoryResponse,
  negotiateResponse,
} from '../../schemas/accounts';

export interface AccountBalanceFilters {
  fiscalYear: number;
  productCd: number;
  holdingClassCd?: number;
  reType?: number;
  prefectureCd?: string;
  equipmentId?: string;
}
/** `sort`: a sortable column of the list, descending with a leading minus (`-balance`). */
export type AccountBalanceQuery = AccountBalanceFilters & PageParams & { sort?: string };

export interface AccountHistoryFilters extends AccountBalanceFilters {
  dateFrom?: QueryDate;
  dateTo?: QueryDate;
}
export type AccountHistoryQuery = AccountHistoryFilters & PageParams & { sort?: string };

export type { CsvEncoding, CsvParams } from '../types';

const PAGED = ['fiscalYear', 'productCd', 'offset', 'limit', 'count'] as const;
const CSV = ['fiscalYear', 'productCd'] as const;

export function getAccountBalances(
  params: AccountBalanceQuery,
  options?: CallOptions,
): Promise<z.output<typeof accountBalanceResponse>> {
  requireParams('getAccountBalances', params, PAGED);
  return request({ method: 'GET', path: '/api/v1/account-balances', query: { ...params }, retryable: true, options });
}

export function getAccountBalancesCsv(
  params: AccountBalanceFilters & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getAccountBalancesCsv', params, CSV);
  return download({
    method: 'GET',
    path: '/api/v1/account-balances/csv',
    query: { ...params },
    retryable: true,
    options,
  });
}

export function negotiateAccountBalance(
  accountBalanceNegotiateRequest: z.input<typeof accountBalanceNegotiateRequestSchema>,
  options?: CallOptions,
): Promise<z.output<typeof negotiateResponse>> {
  requireValue('negotiateAccountBalance', 'accountBalanceNegotiateRequest', accountBalanceNegotiateRequest);
  return request({
    method: 'POST',
    path: '/api/v1/account-balances/negotiate',
    body: accountBalanceNegotiateRequest,
    options,
  });
}

export function getAccountHistories(
  params: AccountHistoryQuery,
  options?: CallOptions,
): Promise<z.output<typeof accountHistoryResponse>> {
  requireParams('getAccountHistories', params, PAGED);
  return request({ method: 'GET', path: '/api/v1/account-histories', query: { ...params }, retryable: true, options });
}

export function getAccountHistoriesCsv(
  params: AccountHistoryFilters & CsvParams,
  options?: CallOptions,
): Promise<DownloadedFile> {
  requireParams('getAccountHistoriesCsv', params, CSV);
  return download({
    method: 'GET',
    path: '/api/v1/account-histories/csv',
    query: { ...params },
    retryable: true,
    options,
  });
}
