import type { MiddlewareHandler } from 'astro';
import { database } from '../db';
import { AppError } from '../../errors/app-error';
import { errorResponse } from '../http/respond';
import { isSafeMethod } from '../http/request-kind';
import { CSRF_COOKIE } from '../auth/cookies';
import { checkUnsafeCall } from '../auth/forgery';
import { API_OPERATIONS } from '../../schemas/api-operations';
import { cachedSystemState } from '../services/system/reference-cache';
import { checkTokenCall } from './check-token-call';

const LOGIN_PATH = '/api/v1/auth/login';
const LOGIN_MFA_PATH = '/api/v1/auth/login/mfa';
const LOGOUT_PATH = '/api/v1/auth/logout';
/** The document of the contract itself, not one of its operations. */
const OPENAPI_PATH = '/api/v1/openapi.json';
/** Callable without a session: the registry's unauthenticated operations. */
const PUBLIC_PATHS = new Set([...API_OPERATIONS.filter((o) => !o.authenticated).map((o) => o.path), OPENAPI_PATH]);
/** The only calls a user who must still change the password may make (marked in the registry). */
const FIRST_LOGIN_PATHS = new Set(API_OPERATIONS.filter((o) => o.firstLogin).map((o) => o.path));

/**
 * A step that a call without a session skips when its operation needs one: the gate answers it
 * 401, since there is nobody's authority to forge (a DELETE without credentials is 401, not the
 * cross-site 403). Public operations (login) keep the step.
 */
export function skippedWithoutSession(step: MiddlewareHandler): MiddlewareHandler {
  return (context, next) =>
    !context.locals.auth && !PUBLIC_PATHS.has(context.url.pathname) ? next() : step(context, next);
}

/**
 * API requests pass these checks in order: maintenance → 503, no session → 401, unsafe method
 * without JSON content type → 415, forgery checks (checkUnsafeCall) → 403, first-login
 * confinement → 403. A call with a personal API token skips the forgery checks (no cookie is
 * involved) and passes checkTokenCall instead. The endpoint then parses and acts.
 */
export const apiGate: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  const { request, locals } = context;
  try {
    if (pathname !== '/api/v1/system/open' && pathname !== OPENAPI_PATH) {
      if ((await cachedSystemState(await database())).maintenance) throw new AppError('C_SH_007');
    }
    const isPublic = PUBLIC_PATHS.has(pathname);
    if (!isPublic && !locals.auth) throw new AppError('C_SH_003');
    if (locals.auth?.apiToken) {
      await checkTokenCall(context, locals.auth.apiToken);
    } else if (!isSafeMethod(request.method)) {
      checkUnsafeCall(context, {
        csrfCookie: CSRF_COOKIE,
        doors: [LOGIN_PATH, LOGIN_MFA_PATH, LOGOUT_PATH],
        logout: LOGOUT_PATH,
        session: locals.auth,
      });
    }
    if (locals.auth && !locals.auth.firstLogin && !isPublic && !FIRST_LOGIN_PATHS.has(pathname)) {
      throw new AppError('C_AU_005');
    }
  } catch (error) {
    return errorResponse(request, error);
  }
  return next();
};
