import { endpoint, methodNotAllowed } from '../../../../../lib/server/http/endpoint';
import { readJson } from '../../../../../lib/server/http/read-request';
import { json } from '../../../../../lib/server/http/respond';
import { mfaLoginRequest } from '../../../../../lib/schemas/mfa';
import { logInWithMfa } from '../../../../../lib/server/services/auth/mfa/log-in-with-mfa';
import { SESSION_COOKIE, setSessionCookies } from '../../../../../lib/server/auth/cookies';
import { sessionPolicy } from '../../../../../lib/server/auth/session-policy';

export const POST = endpoint(async ({ db, request, cookies, locals }) => {
  const body = await readJson(request, mfaLoginRequest);
  const result = await logInWithMfa(db, {
    ...body,
    ip: locals.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    previousToken: cookies.get(SESSION_COOKIE)?.value,
    policy: sessionPolicy(),
  });
  setSessionCookies(cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
