import type { ApiOperation } from './operation';
import {
  reportingPackConsumersQuery,
  reportingPackConsumersResponse,
  reportingPackCsvQuery,
  reportingPackQuery,
  reportingPackResponse,
} from '../reporting-packs';

/** 報告用資料: a year's issued certificates for a consumer's 温対法 and RE100/CDP reports. */
export const REPORTING_PACK_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/reporting-packs',
    tokenScope: 'read',
    summary: '報告用資料',
    tag: 'reporting-packs',
    authenticated: true,
    query: reportingPackQuery,
    response: reportingPackResponse,
  },
  {
    method: 'get',
    path: '/api/v1/reporting-packs/csv',
    tokenScope: 'read',
    summary: '報告用資料CSVダウンロード',
    tag: 'reporting-packs',
    authenticated: true,
    query: reportingPackCsvQuery,
    produces: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/v1/reporting-packs/pdf',
    tokenScope: 'read',
    summary: '報告用資料PDFダウンロード',
    tag: 'reporting-packs',
    authenticated: true,
    query: reportingPackQuery,
    produces: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/v1/reporting-packs/consumers',
    tokenScope: 'read',
    summary: '報告用資料の需要家一覧',
    tag: 'reporting-packs',
    authenticated: true,
    query: reportingPackConsumersQuery,
    response: reportingPackConsumersResponse,
  },
];
