import { ACCOUNT_OPERATIONS } from './accounts';
import { API_TOKEN_OPERATIONS } from './api-tokens';
import { AUTH_OPERATIONS } from './auth';
import { BID_OPERATIONS } from './bids';
import { CERTIFICATE_OPERATIONS } from './certificates';
import { LIFECYCLE_TRAIL_OPERATIONS } from './lifecycle-trails';
import type { ApiOperation } from './operation';
import { REFERENCE_OPERATIONS } from './reference';
import { REPORTING_PACK_OPERATIONS } from './reporting-packs';
import { SETTLEMENT_OPERATIONS } from './settlements';

export type { ApiOperation } from './operation';

/**
 * Every API operation with the schemas its endpoint validates with. The OpenAPI document is
 * generated from this list, so the documentation cannot drift from the validation.
 */
export const API_OPERATIONS: ApiOperation[] = [
  ...AUTH_OPERATIONS,
  ...REFERENCE_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...CERTIFICATE_OPERATIONS,
  ...LIFECYCLE_TRAIL_OPERATIONS,
  ...REPORTING_PACK_OPERATIONS,
  ...BID_OPERATIONS,
  ...SETTLEMENT_OPERATIONS,
  ...API_TOKEN_OPERATIONS,
];
