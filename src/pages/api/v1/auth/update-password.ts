import { authedEndpoint, methodNotAllowed } from '../../../../lib/server/http/endpoint';
import { readJson } from '../../../../lib/server/http/read-request';
import { json } from '../../../../lib/server/http/respond';
import { passwordUpdateRequest } from '../../../../lib/schemas/auth';
import { updatePassword } from '../../../../lib/server/services/auth/update-password';

export const PUT = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, passwordUpdateRequest);
  return json(await updatePassword(db, auth, body));
});

export const ALL = methodNotAllowed;
