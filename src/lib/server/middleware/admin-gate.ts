import type { APIContext, MiddlewareHandler } from 'astro';
import { AppError } from '../../errors/app-error';
import { errorResponse } from '../http/respond';
import { isSafeMethod } from '../http/request-kind';
import { ADMIN_CSRF_COOKIE, syncCsrfCookie } from '../auth/cookies';
import { checkUnsafeCall } from '../auth/forgery';
import { randomToken } from '../auth/tokens';
import { adminPage } from '../../admin-routes';
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

/*
 * Every /admin page and /api/admin operation, decided from the registries (ADMIN_PAGES,
 * ADMIN_API_OPERATIONS) by decideAdminAccess. A member gets 404 as for a path that does not exist;
 * nobody gets 401 (API) or the login page; an operator gets only their step's routes. Unsafe API
 * calls then pass the member side's checks with the console's own CSRF cookie. Maintenance does
 * not apply: operators end it from here. One gate per path group (console-page, console-api).
 */

/** The console's pages: the app's ordinary 404 to whoever may not know the console exists, its login, or the operator's own step. */
export const consolePageGate: MiddlewareHandler = async (context, next) => {
  const route = adminPage(context.url.pathname);
  const decision = route ? decideAdminAccess(route.access, callerOf(context), 'page') : undefined;
  if (!decision || decision.kind === 'not-found') return context.rewrite('/404');
  if (decision.kind === 'sign-in') return context.redirect(ADMIN_LOGIN_PATH, 302);
  if (decision.kind === 'elsewhere') return context.redirect(decision.to, 302);
  syncCsrfCookie(context.cookies, context.locals.operator?.csrfToken, randomToken, ADMIN_CSRF_COOKIE);
  return next();
};

/** The console's operations: refusals in the one error shape, then the console's forgery checks. */
export const consoleApiGate: MiddlewareHandler = async (context, next) => {
  const route = adminOperation(context.url.pathname);
  try {
    const decision = route ? decideAdminAccess(route.access, callerOf(context), 'api') : undefined;
    if (!decision || decision.kind === 'not-found') throw new AppError('C_SH_014');
    if (decision.kind === 'sign-in') throw new AppError('C_SH_003');
    if (decision.kind === 'elsewhere') throw new AppError(STAGE_REFUSAL[decision.stage]);
    if (!isSafeMethod(context.request.method)) {
      checkUnsafeCall(context, {
        csrfCookie: ADMIN_CSRF_COOKIE,
        doors: [ADMIN_LOGIN_API, ADMIN_LOGIN_MFA_API, ADMIN_LOGOUT_API],
        logout: ADMIN_LOGOUT_API,
        session: context.locals.operator,
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
