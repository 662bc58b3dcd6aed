import type { MiddlewareHandler } from 'astro';
import { database } from '../db';
import { routeMeta } from '../../routes';
import { decideNavigation } from '../../domain/navigation-guard';
import { cachedSystemState } from '../services/system/reference-cache';
import { syncCsrfCookie } from '../auth/cookies';
import { randomToken } from '../auth/tokens';

/** The navigation guard of spec §2 on every page request; the decision itself is pure. */
export const pageGuard: MiddlewareHandler = async (context, next) => {
  const { pathname, search } = context.url;
  const meta = routeMeta(pathname);
  if (!meta) return next();
  const systemOpen = meta.isClose ? true : !(await cachedSystemState(await database())).maintenance;
  const decision = decideNavigation({
    meta,
    requested: pathname + search,
    systemOpen,
    authenticated: Boolean(context.locals.auth),
    firstLogin: context.locals.auth?.firstLogin ?? false,
  });
  if (decision.kind === 'redirect') return context.redirect(decision.to, 302);
  syncCsrfCookie(context.cookies, context.locals.auth?.csrfToken, randomToken);
  return next();
};
