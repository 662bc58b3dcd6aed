import { endpoint, methodNotAllowed, operatorSessionInput } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { authLoginRequest } from '@/lib/schemas/auth';
import { logInOperator } from '@/lib/server/services/operator-auth/log-in-operator';
import { setAdminSessionCookies } from '@/lib/server/auth/cookies';

export const POST = endpoint(async (ctx) => {
  const body = await readJson(ctx.request, authLoginRequest);
  const result = await logInOperator(ctx.db, { ...body, ...operatorSessionInput(ctx) });
  // An operator with a second factor gets no session yet: the code step (login/mfa) opens it.
  if ('mfaTicket' in result) return json({ mfaRequired: true, mfaTicket: result.mfaTicket });
  setAdminSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
