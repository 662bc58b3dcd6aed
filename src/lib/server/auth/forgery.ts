import type { APIContext } from 'astro';
import { AppError } from '../../errors/app-error';
import { hasBody, isJsonContentType } from '../http/request-kind';
import { CSRF_HEADER, USER_ID_HEADER } from './cookies';
import { safeEqual } from './tokens';
import { appOriginsOf, isForeignRequest, isSameOriginRequest } from './same-origin';
import { config } from '../config';

export interface DoorRule {
  /** The double-submit cookie of this side (members' or operators'). */
  csrfCookie: string;
  /** Login steps and logout: checked for a same-origin request, not for a live session's token. */
  doors: readonly string[];
  logout: string;
  /** The signed-in session of this side, if any. */
  session?: { csrfToken: string; loginId: string };
}

/**
 * The checks of an unsafe API call, in order: a body must be JSON (415), then the forgery checks
 * (403): a request another site's page made (isForeignRequest) is refused whatever token it
 * echoes, JSON or not. The session's own doors differ from every other unsafe call. Logout needs only the
 * session cookie and a same-origin request: a stale CSRF token in the browser must never keep a
 * session alive on a shared PC. Login (both its password and its code step) checks the
 * double-submit token but not a live session's token or user id, since logging in replaces whoever
 * was signed in (the old session is ended). Every other call must echo the session's own token and
 * name its user.
 */
export function checkUnsafeCall({ request, cookies, url }: APIContext, rule: DoorRule): void {
  if (hasBody(request) && !isJsonContentType(request.headers.get('content-type'))) throw new AppError('C_SH_011');
  const door = rule.doors.includes(url.pathname);
  const appOrigins = appOriginsOf(url, config().PUBLIC_ORIGIN);
  if (door ? !isSameOriginRequest(request, appOrigins) : isForeignRequest(request, appOrigins)) {
    throw new AppError('C_SH_005');
  }
  if (url.pathname === rule.logout) return;
  checkDoubleSubmit(
    { token: request.headers.get(CSRF_HEADER) ?? '', userId: request.headers.get(USER_ID_HEADER) },
    cookies.get(rule.csrfCookie)?.value ?? '',
    door ? undefined : rule.session,
  );
}

/** What a caller echoes back: the CSRF token and the user id it believes is signed in. */
export interface Echo {
  token: string;
  userId: string | null;
}

/**
 * A form posted by one of the app's own server-rendered pages (the sign-in pages without
 * JavaScript): the same rule as an API call, with the token and user id echoed in hidden fields
 * instead of headers. A door (login) does not check a live session's token, as for the API.
 */
export function checkFormPost(
  { request, cookies, url }: APIContext,
  echo: Echo,
  rule: { csrfCookie: string; door: boolean; session?: DoorRule['session'] },
): void {
  if (!isSameOriginRequest(request, appOriginsOf(url, config().PUBLIC_ORIGIN))) throw new AppError('C_SH_005');
  checkDoubleSubmit(echo, cookies.get(rule.csrfCookie)?.value ?? '', rule.door ? undefined : rule.session);
}

/** Double submit bound to the session: the echo matches the cookie and, when signed in, the session. */
function checkDoubleSubmit(echo: Echo, cookie: string, session: DoorRule['session']): void {
  if (!echo.token || !safeEqual(echo.token, cookie)) throw new AppError('C_SH_005');
  if (session) {
    if (!safeEqual(echo.token, session.csrfToken)) throw new AppError('C_SH_005');
    if (echo.userId !== session.loginId) throw new AppError('C_SH_005');
  }
}
