import type { OperationScope } from '../domain/api-token/token-rules';
import type { z } from 'zod';
import {
  authLoginRequest,
  authSessionResponse,
  memberNumberParam,
  organizationInfo,
  organizationInfoUpdateRequest,
  organizationNameResponse,
  passwordUpdateRequest,
} from './auth';
import { codesResponse, systemOpenResponse } from './codes';
import {
  authLoginResponse,
  mfaDisableRequest,
  mfaEnableRequest,
  mfaEnableResponse,
  mfaLoginRequest,
  mfaSetupRequest,
  mfaSetupResponse,
  mfaStatusResponse,
} from './mfa';
import {
  accountBalanceCsvQuery,
  accountBalanceQuery,
  accountBalanceResponse,
  accountHistoryCsvQuery,
  accountHistoryQuery,
  accountHistoryResponse,
} from './accounts';
import { nfcListQuery, nfcListResponse, nfcPdfParams } from './nfcs';
import { accountBalanceNegotiateRequest, negotiateResponse } from './accounts';
import { nfcPublishRequest, nfcPublishResponse } from './nfcs';
import {
  bidBuyRequest,
  bidDeleteQuery,
  bidDeleteResponse,
  bidEntryResponse,
  bidListQuery,
  bidListResponse,
  bidNonFitSellRequest,
  bidResultQuery,
  bidResultResponse,
  marketCurveQuery,
  marketCurveResponse,
  marketSummaryListResponse,
  marketSummaryQuery,
} from './bids';
import {
  certificateDetailQuery,
  certificateDetailResponse,
  certificateQuery,
  certificateResponse,
} from './certificate';
import { marketResultListResponse, marketResultQuery } from './market-results';
import { apiTokenCreateRequest, apiTokenCreateResponse, apiTokenIdParam, apiTokenListResponse } from './api-tokens';
import { settlementListQuery, settlementListResponse, settlementPdfParams } from './settlements';

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** False for calls made without a session. */
  authenticated: boolean;
  /**
   * Authenticated operations: the scope a personal API token needs to call it ('session': never
   * with a token). Decision 0023; apiGate enforces it and the OpenAPI document declares it.
   */
  tokenScope?: OperationScope;
  /** Callable by a user who must still change the first-login password (the rest answer C_AU_005). */
  firstLogin?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** JSON answer; omitted for 204 or file answers (see produces). */
  response?: z.ZodType;
  /** A 202 answer beside the 200 one: the call was accepted to take effect later (the two-person rule). */
  accepted?: z.ZodType;
  produces?: string;
}

/**
 * Every API operation with the schemas its endpoint validates with. The OpenAPI document is
 * generated from this list, so the documentation cannot drift from the validation.
 */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/v1/auth/login',
    summary: 'ログイン',
    tag: 'auth',
    authenticated: false,
    body: authLoginRequest,
    response: authLoginResponse,
  },
  {
    method: 'post',
    path: '/api/v1/auth/login/mfa',
    summary: 'ログイン（二要素認証の確認コード）',
    tag: 'auth',
    authenticated: false,
    body: mfaLoginRequest,
    response: authSessionResponse,
  },
  {
    method: 'get',
    path: '/api/v1/auth/mfa',
    tokenScope: 'session',
    summary: '二要素認証の設定状況',
    tag: 'auth',
    authenticated: true,
    response: mfaStatusResponse,
  },
  {
    method: 'post',
    path: '/api/v1/auth/mfa/setup',
    tokenScope: 'session',
    summary: '二要素認証の設定開始（現在のパスワード確認、QRコード）',
    tag: 'auth',
    authenticated: true,
    body: mfaSetupRequest,
    response: mfaSetupResponse,
  },
  {
    method: 'post',
    path: '/api/v1/auth/mfa/enable',
    tokenScope: 'session',
    summary: '二要素認証の有効化（リカバリーコード発行）',
    tag: 'auth',
    authenticated: true,
    body: mfaEnableRequest,
    response: mfaEnableResponse,
  },
  {
    method: 'post',
    path: '/api/v1/auth/mfa/disable',
    tokenScope: 'session',
    summary: '二要素認証の無効化',
    tag: 'auth',
    authenticated: true,
    body: mfaDisableRequest,
  },
  {
    method: 'post',
    path: '/api/v1/auth/logout',
    firstLogin: true,
    summary: 'ログアウト',
    tag: 'auth',
    authenticated: false,
  },
  {
    method: 'get',
    path: '/api/v1/auth/user-info',
    tokenScope: 'read',
    firstLogin: true,
    summary: 'ログインユーザー情報',
    tag: 'auth',
    authenticated: true,
    response: authSessionResponse,
  },
  {
    method: 'put',
    path: '/api/v1/auth/update-password',
    tokenScope: 'session',
    firstLogin: true,
    summary: 'パスワード変更',
    tag: 'auth',
    authenticated: true,
    body: passwordUpdateRequest,
    response: authSessionResponse,
  },
  {
    method: 'get',
    path: '/api/v1/codes',
    tokenScope: 'read',
    firstLogin: true,
    summary: 'コードマスタ',
    tag: 'codes',
    authenticated: true,
    response: codesResponse,
  },
  {
    method: 'get',
    path: '/api/v1/system/open',
    firstLogin: true,
    summary: 'システム稼働確認（メンテナンス中は503）',
    tag: 'system',
    authenticated: false,
    response: systemOpenResponse,
  },
  {
    method: 'get',
    path: '/api/v1/organizations/{memberNumber}/organization-name',
    tokenScope: 'read',
    summary: '取引会員名の照会',
    tag: 'organizations',
    authenticated: true,
    params: memberNumberParam,
    response: organizationNameResponse,
  },
  {
    method: 'put',
    path: '/api/v1/organizations',
    tokenScope: 'session',
    summary: '市場参加設定の変更',
    tag: 'organizations',
    authenticated: true,
    body: organizationInfoUpdateRequest,
    response: organizationInfo,
  },
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
  {
    method: 'get',
    path: '/api/v1/nfcs',
    tokenScope: 'read',
    summary: '証書一覧',
    tag: 'nfcs',
    authenticated: true,
    query: nfcListQuery,
    response: nfcListResponse,
  },
  {
    method: 'get',
    path: '/api/v1/nfcs/pdfs/{fiscalYear}/{nfCertificateNo}',
    tokenScope: 'read',
    summary: '証書PDFダウンロード',
    tag: 'nfcs',
    authenticated: true,
    params: nfcPdfParams,
    produces: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/v1/certificate',
    summary: '非化石証書トラッキング情報（公開。hash と passCd が一致する場合のみ）',
    tag: 'certificate',
    authenticated: false,
    query: certificateQuery,
    response: certificateResponse,
  },
  {
    method: 'get',
    path: '/api/v1/certificate/detail-get',
    summary: '非化石証書トラッキング明細（公開。hash と passCd が一致する場合のみ）',
    tag: 'certificate',
    authenticated: false,
    query: certificateDetailQuery,
    response: certificateDetailResponse,
  },
  {
    method: 'post',
    path: '/api/v1/account-balances/negotiate',
    tokenScope: 'account',
    summary: '価値移転',
    tag: 'accounts',
    authenticated: true,
    body: accountBalanceNegotiateRequest,
    response: negotiateResponse,
  },
  {
    method: 'post',
    path: '/api/v1/nfcs/publish',
    tokenScope: 'account',
    summary: '証書発行',
    tag: 'nfcs',
    authenticated: true,
    body: nfcPublishRequest,
    response: nfcPublishResponse,
  },
  {
    method: 'post',
    path: '/api/v1/bids/buy',
    tokenScope: 'bid',
    summary: '買い入札（Idempotency-Key 対応）',
    tag: 'bids',
    authenticated: true,
    body: bidBuyRequest,
    response: bidEntryResponse,
  },
  {
    method: 'post',
    path: '/api/v1/bids/non-fit-sell',
    tokenScope: 'bid',
    summary: '非FIT売り入札（認定残高を引当。Idempotency-Key 対応）',
    tag: 'bids',
    authenticated: true,
    body: bidNonFitSellRequest,
    response: bidEntryResponse,
  },
  {
    method: 'get',
    path: '/api/v1/bids',
    tokenScope: 'read',
    summary: '入札照会（自社の有効な入札）',
    tag: 'bids',
    authenticated: true,
    query: bidListQuery,
    response: bidListResponse,
  },
  {
    method: 'delete',
    path: '/api/v1/bids',
    tokenScope: 'bid',
    summary: '入札取消（bidNo 省略時は受付中市場の自社入札すべて）',
    tag: 'bids',
    authenticated: true,
    query: bidDeleteQuery,
    response: bidDeleteResponse,
  },
  {
    method: 'get',
    path: '/api/v1/bid-results',
    tokenScope: 'read',
    summary: '約定結果照会',
    tag: 'bids',
    authenticated: true,
    query: bidResultQuery,
    response: bidResultResponse,
  },
  {
    method: 'get',
    path: '/api/v1/bid-results/curve',
    tokenScope: 'read',
    summary: '需給曲線（約定済みで自社が入札した市場のみ。各段は他社3社以上の入札を合算）',
    tag: 'bids',
    authenticated: true,
    query: marketCurveQuery,
    response: marketCurveResponse,
  },
  {
    method: 'get',
    path: '/api/v1/market-summaries',
    summary: '市場結果の概要（公開）',
    tag: 'bids',
    authenticated: false,
    query: marketSummaryQuery,
    response: marketSummaryListResponse,
  },
  {
    method: 'get',
    path: '/api/v1/market-results',
    summary:
      '市場結果（公開。対象年度の約定済み市場ごとの集計。参加会員が少ない側の数量・価格は非公開。強い ETag、If-None-Match で 304）',
    tag: 'bids',
    authenticated: false,
    query: marketResultQuery,
    response: marketResultListResponse,
  },
  {
    method: 'get',
    path: '/api/v1/settlements',
    tokenScope: 'read',
    summary: '精算書一覧（自社分。発行日で絞り込み）',
    tag: 'settlements',
    authenticated: true,
    query: settlementListQuery,
    response: settlementListResponse,
  },
  {
    method: 'get',
    path: '/api/v1/settlements/{statementNo}/pdf',
    tokenScope: 'read',
    summary: '精算書PDFダウンロード（自社分のみ。他社・不存在はともに404 C_SH_002）',
    tag: 'settlements',
    authenticated: true,
    params: settlementPdfParams,
    produces: 'application/pdf',
  },
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
