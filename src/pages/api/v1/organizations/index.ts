import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { organizationInfoUpdateRequest } from '@/lib/schemas/auth';
import { updateParticipation } from '@/lib/server/services/organizations/update-participation';

export const PUT = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, organizationInfoUpdateRequest);
  return json(await updateParticipation(db, auth, body));
});

export const ALL = methodNotAllowed;
