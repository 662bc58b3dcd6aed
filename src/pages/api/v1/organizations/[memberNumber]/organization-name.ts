import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { memberNumberParam } from '@/lib/schemas/auth';
import { getOrganizationName } from '@/lib/server/services/organizations/get-organization-name';

export const GET = authedEndpoint(async ({ db, params }) => {
  const { memberNumber } = parseWith(memberNumberParam, params);
  return json(await getOrganizationName(db, memberNumber));
});

export const ALL = methodNotAllowed;
