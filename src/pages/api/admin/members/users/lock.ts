import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminUserLockRequest } from '@/lib/schemas/admin-members';
import { setUserLock } from '@/lib/server/services/members/set-user-lock';
import { memberRowOfUser } from '@/lib/server/services/console/list-members';

/** The CLI's `lock-user` (ends the user's sessions) and `unlock-user` (also clears the login throttle). */
export const PUT = operatorEndpoint(async ({ db, operator, request }) => {
  const { loginId, locked } = await readJson(request, adminUserLockRequest);
  await setUserLock(db, consoleActor(operator), loginId, locked);
  return json({ member: await memberRowOfUser(db, loginId) });
});

export const ALL = methodNotAllowed;
