import type { ApiOperation } from './operation';
import {
  certificateTrailCsvQuery,
  certificateTrailParams,
  certificateTrailResponse,
  lineTrailCsvQuery,
  lineTrailQuery,
  lineTrailResponse,
} from '../lifecycle-trails';

const CERTIFICATE_TRAIL = '/api/v1/lifecycle-trails/certificates/{fiscalYear}/{nfCertificateNo}';

/** 追跡履歴: the path of a holding line's and of an issued certificate's volume, read from the postings. */
export const LIFECYCLE_TRAIL_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/lifecycle-trails/line',
    tokenScope: 'read',
    summary: '追跡履歴（保有明細）',
    tag: 'lifecycle-trails',
    authenticated: true,
    query: lineTrailQuery,
    response: lineTrailResponse,
  },
  {
    method: 'get',
    path: '/api/v1/lifecycle-trails/line/csv',
    tokenScope: 'read',
    summary: '追跡履歴（保有明細）CSVダウンロード',
    tag: 'lifecycle-trails',
    authenticated: true,
    query: lineTrailCsvQuery,
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/lifecycle-trails/line/pdf',
    tokenScope: 'read',
    summary: '追跡履歴（保有明細）PDFダウンロード',
    tag: 'lifecycle-trails',
    authenticated: true,
    query: lineTrailQuery,
    produces: 'application/pdf',
  },
  {
    method: 'get',
    path: CERTIFICATE_TRAIL,
    tokenScope: 'read',
    summary: '追跡履歴（証書）',
    tag: 'lifecycle-trails',
    authenticated: true,
    params: certificateTrailParams,
    response: certificateTrailResponse,
  },
  {
    method: 'get',
    path: `${CERTIFICATE_TRAIL}/csv`,
    tokenScope: 'read',
    summary: '追跡履歴（証書）CSVダウンロード',
    tag: 'lifecycle-trails',
    authenticated: true,
    params: certificateTrailParams,
    query: certificateTrailCsvQuery,
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: `${CERTIFICATE_TRAIL}/pdf`,
    tokenScope: 'read',
    summary: '追跡履歴（証書）PDFダウンロード',
    tag: 'lifecycle-trails',
    authenticated: true,
    params: certificateTrailParams,
    produces: 'application/pdf',
  },
];
