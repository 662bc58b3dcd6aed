import type { ApiOperation } from './operation';
import {
  accountBalanceCsvQuery,
  accountBalanceQuery,
  accountBalanceResponse,
  accountHistoryCsvQuery,
  accountHistoryQuery,
  accountHistoryResponse,
} from '../accounts';

/** The account: balances and histories, on screen and as CSV. */
export const ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/account-balances',
    tokenScope: 'read',
    summary: '残高照会',
    tag: 'accounts',
    authenticated: true,
    query: accountBalanceQuery,
    response: accountBalanceResponse,
  },
  {
    method: 'get',
    path: '/api/v1/account-balances/csv',
    tokenScope: 'read',
    summary: '残高照会CSVダウンロード',
    tag: 'accounts',
    authenticated: true,
    query: accountBalanceCsvQuery,
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/account-histories',
    tokenScope: 'read',
    summary: '履歴照会',
    tag: 'accounts',
    authenticated: true,
    query: accountHistoryQuery,
    response: accountHistoryResponse,
  },
  {
    method: 'get',
    path: '/api/v1/account-histories/csv',
    tokenScope: 'read',
    summary: '履歴照会CSVダウンロード',
    tag: 'accounts',
    authenticated: true,
    query: accountHistoryCsvQuery,
    produces: 'text/csv',
  },
];
