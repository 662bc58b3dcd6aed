import type { ApiOperation } from './operation';
import { accountBalanceNegotiateRequest, negotiateResponse } from '../accounts';
import {
  certificateDetailQuery,
  certificateDetailResponse,
  certificateQuery,
  certificateResponse,
} from '../certificate';
import {
  nfcListCsvQuery,
  nfcListQuery,
  nfcListResponse,
  nfcPdfParams,
  nfcPublishRequest,
  nfcPublishResponse,
} from '../nfcs';

/** Non-fossil certificates: the list, its CSV and PDFs, the certificate, transfer (negotiate) and publication. */
export const CERTIFICATE_OPERATIONS: ApiOperation[] = [
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
    path: '/api/v1/nfcs/csv',
    tokenScope: 'read',
    summary: '証書一覧CSVダウンロード',
    tag: 'nfcs',
    authenticated: true,
    query: nfcListCsvQuery,
    produces: 'text/csv',
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
];
