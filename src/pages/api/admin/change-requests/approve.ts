import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminChangeRequestIdRequest } from '@/lib/schemas/admin-change-requests';
import { approveChange } from '@/lib/server/services/console/change-requests/decide-change';

export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { id } = await readJson(request, adminChangeRequestIdRequest);
  return json({ changeRequest: await approveChange(db, operator, id) });
});

export const ALL = methodNotAllowed;
