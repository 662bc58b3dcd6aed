import { endpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { noContent } from '@/lib/server/http/respond';
import { logOut } from '@/lib/server/services/auth/log-out';
import { clearSessionCookies, SESSION_COOKIE } from '@/lib/server/auth/cookies';

export const POST = endpoint(async ({ db, cookies, locals }) => {
  await logOut(db, cookies.get(SESSION_COOKIE)?.value, locals.auth);
  clearSessionCookies(cookies);
  return noContent();
});

export const ALL = methodNotAllowed;
