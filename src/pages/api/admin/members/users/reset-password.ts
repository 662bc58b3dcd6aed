import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminLoginIdRequest } from '@/lib/schemas/admin-members';
import { resetPassword } from '@/lib/server/services/members/reset-password';
import { memberRowOfUser } from '@/lib/server/services/console/list-members';

/** The CLI's `reset-password`: a new temporary password (in this answer only); the user's sessions end. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { loginId } = await readJson(request, adminLoginIdRequest);
  const { temporaryPassword } = await resetPassword(db, consoleActor(operator), loginId);
  return json({ member: await memberRowOfUser(db, loginId), loginId, temporaryPassword });
});

export const ALL = methodNotAllowed;
