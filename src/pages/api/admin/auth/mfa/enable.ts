import { methodNotAllowed, operatorEndpoint, operatorSessionInput } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { mfaEnableRequest } from '@/lib/schemas/mfa';
import { confirmOperatorEnrolment } from '@/lib/server/services/operator-auth/enrol-operator-mfa';
import { setAdminSessionCookies } from '@/lib/server/auth/cookies';

export const POST = operatorEndpoint(async (ctx) => {
  const body = await readJson(ctx.request, mfaEnableRequest);
  const result = await confirmOperatorEnrolment(ctx.db, ctx.operator, body, operatorSessionInput(ctx));
  // The password-only session has ended: the verified one replaces it.
  setAdminSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return json(result.body);
});

export const ALL = methodNotAllowed;
