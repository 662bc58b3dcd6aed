import type { APIContext, APIRoute } from 'astro';
import { database, type Db } from '../db';
import { AppError } from './app-error';
import { errorResponse } from './respond';
import type { AuthContext } from '../auth/session-context';

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
