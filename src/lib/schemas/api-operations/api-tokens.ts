import type { ApiOperation } from './operation';
import { apiTokenCreateRequest, apiTokenCreateResponse, apiTokenIdParam, apiTokenListResponse } from '../api-tokens';

/** Personal API tokens (decision 0023): listed, issued and revoked with a session only. */
export const API_TOKEN_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/api-tokens',
    tokenScope: 'session',
    summary: '自分のAPIトークン一覧（失効していないもの）',
    tag: 'api-tokens',
    authenticated: true,
    response: apiTokenListResponse,
  },
  {
    method: 'post',
    path: '/api/v1/api-tokens',
    tokenScope: 'session',
    summary: 'APIトークンの発行（パスワード再入力、二要素認証が有効なら確認コード）。トークンはこの応答にのみ含まれる',
    tag: 'api-tokens',
    authenticated: true,
    body: apiTokenCreateRequest,
    response: apiTokenCreateResponse,
  },
  {
    method: 'delete',
    path: '/api/v1/api-tokens/{id}',
    tokenScope: 'session',
    summary: 'APIトークンの失効',
    tag: 'api-tokens',
    authenticated: true,
    params: apiTokenIdParam,
  },
];
