import { methodNotAllowed, operatorEndpoint, operatorSessionInput } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { passwordUpdateRequest } from '@/lib/schemas/auth';
import { updateOperatorPassword } from '@/lib/server/services/operator-auth/update-operator-password';
import { setAdminSessionCookies } from '@/lib/server/auth/cookies';

export const PUT = operatorEndpoint(async (ctx) => {
  const body = await readJson(ctx.request, passwordUpdateRequest);
  const result = await updateOperatorPassword(ctx.db, ctx.operator, body, operatorSessionInput(ctx));
  setAdminSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
