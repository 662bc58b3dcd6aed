import type { OrganizationInfo, OrganizationInfoUpdateRequest } from '../../schemas/auth';
import { request } from '../http';
import { requireValue } from '../required';
import type { CallOptions } from '../types';

export interface OrganizationNameResponse {
  memberNumber: string;
  organizationName: string;
  /** False for a member outside the non-FIT market: a transfer to it is refused (C_AC_004). */
  acceptsTransfers: boolean;
}

export function organizationNameInstance(memberNumber: string): string {
  return `GET /api/v1/organizations/${encodeURIComponent(memberNumber)}/organization-name`;
}
export const UPDATE_ORGANIZATION_INSTANCE = 'PUT /api/v1/organizations';

export function getOrganizationName(memberNumber: string, options?: CallOptions): Promise<OrganizationNameResponse> {
  requireValue('getOrganizationName', 'memberNumber', memberNumber);
  const path = `/api/v1/organizations/${encodeURIComponent(memberNumber)}/organization-name`;
  return request({ method: 'GET', path, retryable: true, options });
}

export function updateOrganization(
  organizationInfoUpdateRequest: OrganizationInfoUpdateRequest,
  options?: CallOptions,
): Promise<OrganizationInfo> {
  requireValue('updateOrganization', 'organizationInfoUpdateRequest', organizationInfoUpdateRequest);
  return request({ method: 'PUT', path: '/api/v1/organizations', body: organizationInfoUpdateRequest, options });
}
