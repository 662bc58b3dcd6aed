import type { APIContext, MiddlewareHandler } from 'astro';
import { AppError } from '../../errors/app-error';
import { errorResponse } from '../http/respond';
import { isSafeMethod } from '../http/request-kind';
import { ADMIN_CSRF_COOKIE, syncCsrfCookie } from '../auth/cookies';
import { checkUnsafeCall } from '../auth/forgery';
import { randomToken } from '../auth/tokens';
import { adminPage, isAdminPath } from '../../admin-routes';
import {
  ADMIN_LOGIN_API,
  ADMIN_LOGIN_MFA_API,
  ADMIN_LOGOUT_API,
  adminOperation,
} from '../../schemas/admin-api-operations';
import { ADMIN_LOGIN_PATH, decideAdminAccess, type AdminCaller, type OperatorStage } from '../../domain/admin-access';

/** Why an operator at an earlier step is refused an operation of a later one. */
const STAGE_REFUSAL: Record<OperatorStage, AppError['code']> = {
  enrolment: 'C_AU_015',
  'first-change': 'C_AU_005',
  console: 'C_SH_004',
};

/**
 * Every /admin page and /api/admin operation, decided from the registries (ADMIN_PAGES,
 * ADMIN_API_OPERATIONS) by decideAdminAccess. A member gets 404 as for a path that does not exist;
 * nobody gets 401 (API) or the login page; an operator gets only their step's routes. Unsafe API
 * calls then pass the member side's checks with the console's own CSRF cookie. Maintenance does
 * not apply: operators end it from here.
 */
export const adminGate: MiddlewareHandler = async (context, next) => {
  const { pathname } = context.url;
  if (!isAdminPath(pathname)) return next();
  const isApi = pathname.startsWith('/api/');
  const route = isApi ? adminOperation(pathname) : adminPage(pathname);
  const caller = callerOf(context);
  if (!route) return notFound(context, isApi);
  const decision = decideAdminAccess(route.access, caller, isApi ? 'api' : 'page');
  if (decision.kind === 'not-found') return notFound(context, isApi);
  if (!isApi) {
    if (decision.kind === 'sign-in') return context.redirect(ADMIN_LOGIN_PATH, 302);
    if (decision.kind === 'elsewhere') return context.redirect(decision.to, 302);
    syncCsrfCookie(context.cookies, context.locals.operator?.csrfToken, randomToken, ADMIN_CSRF_COOKIE);
    return next();
  }
  try {
    if (decision.kind === 'sign-in') throw new AppError('C_SH_003');
    if (decision.kind === 'elsewhere') throw new AppError(STAGE_REFUSAL[decision.stage]);
    if (!isSafeMethod(context.request.method)) {
      const operator = context.locals.operator;
      checkUnsafeCall(context, {
        csrfCookie: ADMIN_CSRF_COOKIE,
        doors: [ADMIN_LOGIN_API, ADMIN_LOGIN_MFA_API, ADMIN_LOGOUT_API],
        logout: ADMIN_LOGOUT_API,
        session: operator,
      });
    }
  } catch (error) {
    return errorResponse(context.request, error);
  }
  return next();
};

function callerOf({ locals }: APIContext): AdminCaller {
  if (locals.operator) return locals.operator.stage;
  return locals.memberOnAdmin ? 'member' : 'anonymous';
}

/** The console's answer to whoever may not know it exists: the app's ordinary 404 page. */
async function notFound(context: APIContext, isApi: boolean): Promise<Response> {
  if (isApi) return errorResponse(context.request, new AppError('C_SH_014'));
  return context.rewrite('/404');
}
