import type { ApiOperation } from './operation';
import { memberNumberParam, organizationInfo, organizationInfoUpdateRequest, organizationNameResponse } from '../auth';
import { codesResponse, systemOpenResponse } from '../codes';

/** What every screen looks up: the code master, whether the system is open, organisations. */
export const REFERENCE_OPERATIONS: ApiOperation[] = [
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
];
