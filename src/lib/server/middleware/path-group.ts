import { sequence } from 'astro/middleware';
import type { MiddlewareHandler } from 'astro';

/**
 * The kinds of request the chain tells apart, decided once from the path: each group has its own
 * steps (src/middleware.ts), so no step checks a path prefix again.
 *
 * - probe: the load balancer's /healthz and /readyz;
 * - member-api: /api/… outside the console, the members' operations and the public ones (login,
 *   the certificate lookup, market results, the OpenAPI document), which the API gate tells apart
 *   by the registry;
 * - console-api: /api/admin/…;
 * - console-page: /admin/…;
 * - asset: the client's files and the favicon, which need no session;
 * - member-page: every other path (the members' screens, the error pages, Astro's 404).
 */
export type PathGroup = 'probe' | 'member-api' | 'console-api' | 'console-page' | 'asset' | 'member-page';

export const PROBE_PATHS: readonly string[] = ['/healthz', '/readyz'];

const ASSET_FILES: readonly string[] = ['/favicon.svg', '/favicon.ico'];

/** The console's pages and operations: /admin and /api/admin, with or without a further segment. */
const CONSOLE_PATH = /^\/(api\/)?admin(\/|$)/;

export function pathGroupOf(pathname: string): PathGroup {
  if (CONSOLE_PATH.test(pathname)) return pathname.startsWith('/api/') ? 'console-api' : 'console-page';
  if (pathname.startsWith('/api/')) return 'member-api';
  if (PROBE_PATHS.includes(pathname)) return 'probe';
  if (pathname.startsWith('/_astro/') || ASSET_FILES.includes(pathname)) return 'asset';
  return 'member-page';
}

/** Whether the group's answers are API answers (the one JSON error shape, the deny-all CSP). */
export function answersAsApi(group: PathGroup): boolean {
  return group === 'member-api' || group === 'console-api';
}

/** Runs the steps of the request's group, in order; a group with no steps goes straight on. */
export function byPathGroup(steps: Record<PathGroup, readonly MiddlewareHandler[]>): MiddlewareHandler {
  const chains = Object.fromEntries(
    Object.entries(steps).map(([group, handlers]) => [group, handlers.length > 0 ? sequence(...handlers) : undefined]),
  ) as Record<PathGroup, MiddlewareHandler | undefined>;
  return (context, next) => {
    const chain = chains[pathGroupOf(context.url.pathname)];
    return chain ? chain(context, next) : next();
  };
}
