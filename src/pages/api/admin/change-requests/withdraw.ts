import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminChangeRequestIdRequest } from '@/lib/schemas/admin-change-requests';
import { withdrawChange } from '@/lib/server/services/console/change-requests/decide-change';

export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { id } = await readJson(request, adminChangeRequestIdRequest);
  return json({ changeRequest: await withdrawChange(db, operator, id) });
});

export const ALL = methodNotAllowed;
