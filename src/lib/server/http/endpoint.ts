import type { APIContext, APIRoute } from 'astro';
import { database, type Db } from '../db';
import { AppError } from '../../errors/app-error';
import { errorResponse } from './respond';
import type { AuthContext } from '../auth/session-context';
import type { OperatorContext } from '../auth/operator-context';
import { ADMIN_SESSION_COOKIE } from '../auth/cookies';
import { sessionPolicy } from '../auth/session-policy';

export interface EndpointContext extends APIContext {
  db: Db;
}

export interface AuthedContext extends EndpointContext {
  auth: AuthContext;
}

/** Wraps an API handler: gives it the database and turns every thrown error into the one error shape. */
export function endpoint(handler: (ctx: EndpointContext) => Promise<Response>): APIRoute {
  return async (ctx) => {
    try {
      const { db } = await database();
      return await handler(Object.assign(ctx, { db }));
    } catch (error) {
      return errorResponse(ctx.request, error);
    }
  };
}

/** As endpoint(), for calls that need a signed-in member (the middleware has already checked it). */
export function authedEndpoint(handler: (ctx: AuthedContext) => Promise<Response>): APIRoute {
  return endpoint(async (ctx) => {
    const auth = ctx.locals.auth;
    if (!auth) throw new AppError('C_SH_003');
    return handler(Object.assign(ctx, { auth }));
  });
}

/** Exported as ALL beside the real handlers: any other method answers 405 in the error shape. */
export const methodNotAllowed: APIRoute = ({ request }) => errorResponse(request, new AppError('C_SH_012'));

export interface OperatorEndpointContext extends EndpointContext {
  operator: OperatorContext;
}

/** As endpoint(), for console calls that need a signed-in operator (the admin gate has checked the step). */
export function operatorEndpoint(handler: (ctx: OperatorEndpointContext) => Promise<Response>): APIRoute {
  return endpoint(async (ctx) => {
    const operator = ctx.locals.operator;
    if (!operator) throw new AppError('C_SH_003');
    return handler(Object.assign(ctx, { operator }));
  });
}

/** What a console login step needs of the request: address, agent, the session it replaces. */
export function operatorSessionInput({ request, cookies, locals }: APIContext) {
  return {
    ip: locals.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    previousToken: cookies.get(ADMIN_SESSION_COOKIE)?.value,
    policy: sessionPolicy(),
  };
}
