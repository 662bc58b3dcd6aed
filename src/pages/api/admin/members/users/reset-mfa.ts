import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminLoginIdRequest } from '@/lib/schemas/admin-members';
import { resetMfa } from '@/lib/server/services/auth/mfa/reset-mfa';
import { memberRowOfUser } from '@/lib/server/services/console/list-members';

/** The CLI's `reset-mfa`: the second factor is removed; the next login asks for the password only. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { loginId } = await readJson(request, adminLoginIdRequest);
  await resetMfa(db, consoleActor(operator), loginId);
  return json({ member: await memberRowOfUser(db, loginId) });
});

export const ALL = methodNotAllowed;
