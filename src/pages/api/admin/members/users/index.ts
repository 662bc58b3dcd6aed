import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminCreateUserRequest } from '@/lib/schemas/admin-members';
import { createUser } from '@/lib/server/services/members/create-user';
import { memberRow } from '@/lib/server/services/console/list-members';

/** The CLI's `create-user`: the temporary password is in this answer only. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const input = await readJson(request, adminCreateUserRequest);
  const { user, temporaryPassword } = await createUser(db, consoleActor(operator), input);
  const member = await memberRow(db, input.memberNumber);
  return json({ member, loginId: user.loginId, temporaryPassword }, 201);
});

export const ALL = methodNotAllowed;
