import { authedEndpoint, methodNotAllowed } from '../../../../lib/server/http/endpoint';
import { readJson } from '../../../../lib/server/http/read-request';
import { json } from '../../../../lib/server/http/respond';
import { passwordUpdateRequest } from '../../../../lib/schemas/auth';
import { updatePassword } from '../../../../lib/server/services/auth/update-password';
import { setSessionCookies } from '../../../../lib/server/auth/cookies';
import { sessionPolicy } from '../../../../lib/server/auth/session-policy';

export const PUT = authedEndpoint(async ({ db, auth, request, cookies, locals }) => {
  const body = await readJson(request, passwordUpdateRequest);
  const result = await updatePassword(db, auth, body, {
    ip: locals.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    policy: sessionPolicy(),
  });
  // A fresh session id (and CSRF token) after the password change.
  setSessionCookies(cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
