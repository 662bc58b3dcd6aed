import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { noContent } from '@/lib/server/http/respond';
import { logOutOperator } from '@/lib/server/services/operator-auth/log-out-operator';
import { ADMIN_SESSION_COOKIE, clearAdminSessionCookies } from '@/lib/server/auth/cookies';

export const POST = endpoint(async ({ db, cookies, locals }) => {
  await logOutOperator(db, cookies.get(ADMIN_SESSION_COOKIE)?.value, locals.operator);
  clearAdminSessionCookies(cookies);
  return noContent();
});

export const ALL = methodNotAllowed;
