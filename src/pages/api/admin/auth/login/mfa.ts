import { endpoint, methodNotAllowed, operatorSessionInput } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { mfaLoginRequest } from '@/lib/schemas/mfa';
import { logInOperatorWithMfa } from '@/lib/server/services/operator-auth/log-in-operator-with-mfa';
import { setAdminSessionCookies } from '@/lib/server/auth/cookies';

export const POST = endpoint(async (ctx) => {
  const body = await readJson(ctx.request, mfaLoginRequest);
  const result = await logInOperatorWithMfa(ctx.db, { ...body, ...operatorSessionInput(ctx) });
  setAdminSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
