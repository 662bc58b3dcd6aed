import { endpoint, methodNotAllowed } from '../../../../lib/server/http/endpoint';
import { readJson } from '../../../../lib/server/http/read-request';
import { json } from '../../../../lib/server/http/respond';
import { authLoginRequest } from '../../../../lib/schemas/auth';
import { logIn } from '../../../../lib/server/services/auth/log-in';
import { SESSION_COOKIE, setSessionCookies } from '../../../../lib/server/auth/cookies';
import { sessionPolicy } from '../../../../lib/server/auth/session-policy';

export const POST = endpoint(async ({ db, request, cookies, locals }) => {
  const body = await readJson(request, authLoginRequest);
  const result = await logIn(db, {
    ...body,
    ip: locals.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    previousToken: cookies.get(SESSION_COOKIE)?.value,
    policy: sessionPolicy(),
  });
  // A user with a second factor gets no session yet: the code step (login/mfa) opens it.
  if ('mfaTicket' in result) return json({ mfaRequired: true, mfaTicket: result.mfaTicket });
  setSessionCookies(cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
