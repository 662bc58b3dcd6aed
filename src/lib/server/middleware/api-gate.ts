import type { APIContext, MiddlewareHandler } from 'astro';
import { database } from '../db';
import { AppError } from '../http/app-error';
import { errorResponse } from '../http/respond';
import { isJsonContentType, isSafeMethod } from '../http/request-kind';
import { CSRF_COOKIE, CSRF_HEADER, USER_ID_HEADER } from '../auth/cookies';
import { safeEqual } from '../auth/tokens';
import { appOriginsOf, isSameOriginRequest } from '../auth/same-origin';
import { config } from '../config';
import { cachedSystemState } from '../services/system/reference-cache';

const LOGIN_PATH = '/api/v1/auth/login';
const LOGIN_MFA_PATH = '/api/v1/auth/login/mfa';
const LOGOUT_PATH = '/api/v1/auth/logout';
/** Callable without a session. */
const PUBLIC_PATHS = new Set([
  LOGIN_PATH,
  LOGIN_MFA_PATH,
  LOGOUT_PATH,
  '/api/v1/system/open',
  '/api/v1/openapi.json',
  '/api/v1/certificate',
  '/api/v1/certificate/detail-get',
  '/api/v1/market-summaries',
]);
/** The only calls a user who must still change the password may make. */
const FIRST_LOGIN_PATHS = new Set([
  '/api/v1/auth/user-info',
  '/api/v1/auth/update-password',
  LOGOUT_PATH,
  '/api/v1/system/open',
  '/api/v1/codes',
]);

/**
 * API requests pass these checks in order: maintenance → 503, no session → 401, unsafe method
 * without JSON content type → 415, forgery checks (checkForgery) → 403, first-login
 * confinement → 403. The endpoint then parses and acts.
 */
export const apiGate: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  if (!pathname.startsWith('/api/')) return next();
  const { request, locals } = context;
  try {
    if (pathname !== '/api/v1/system/open' && pathname !== '/api/v1/openapi.json') {
      if ((await cachedSystemState(await database())).maintenance) throw new AppError('C_SH_007');
    }
    const isPublic = PUBLIC_PATHS.has(pathname);
    if (!isPublic && !locals.auth) throw new AppError('C_SH_003');
    if (!isSafeMethod(request.method)) {
      if (hasBody(request) && !isJson(request)) throw new AppError('C_SH_011');
      checkForgery(context);
    }
    if (locals.auth && !locals.auth.firstLogin && !isPublic && !FIRST_LOGIN_PATHS.has(pathname)) {
      throw new AppError('C_AU_005');
    }
  } catch (error) {
    return errorResponse(request, error);
  }
  return next();
};

/**
 * The session's own doors differ from every other unsafe call. Logout needs only the session
 * cookie and a same-origin request: a stale CSRF token in the browser must never keep a session
 * alive on a shared PC. Login (both its password and its code step) checks the double-submit token but not a live session's token or
 * user id, since logging in replaces whoever was signed in (the old session is ended). Every other
 * call must echo the session's own token and name its user.
 */
function checkForgery({ request, cookies, locals, url }: APIContext): void {
  const door = [LOGIN_PATH, LOGIN_MFA_PATH, LOGOUT_PATH].includes(url.pathname);
  if (door && !isSameOriginRequest(request, appOriginsOf(url, config().PUBLIC_ORIGIN))) {
    throw new AppError('C_SH_005');
  }
  if (url.pathname === LOGOUT_PATH) return;
  const header = request.headers.get(CSRF_HEADER) ?? '';
  const cookie = cookies.get(CSRF_COOKIE)?.value ?? '';
  if (!header || !safeEqual(header, cookie)) throw new AppError('C_SH_005');
  if (locals.auth && !door) {
    if (!safeEqual(header, locals.auth.csrfToken)) throw new AppError('C_SH_005');
    if (request.headers.get(USER_ID_HEADER) !== locals.auth.loginId) throw new AppError('C_SH_005');
  }
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return (length !== null && length !== '0') || request.headers.has('transfer-encoding');
}

function isJson(request: Request): boolean {
  return isJsonContentType(request.headers.get('content-type'));
}
