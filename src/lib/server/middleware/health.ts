import type { MiddlewareHandler } from 'astro';
import { database } from '../db';
import { pendingMigrationCount } from '../db/migrate';
import { logger } from '../logger';
import { noteDatabaseFailure, noteDatabaseReachable } from '../db/availability';

/**
 * Probes for load balancers and orchestrators: the one step of the probe path group
 * (path-group.ts), so no authentication, API gate (maintenance, CSRF) or page guard runs for them;
 * they still pass through the security headers.
 * /healthz: the process serves requests. /readyz: the database answers and every migration
 * shipped with this build has been applied, so the instance may take traffic.
 */
export const health: MiddlewareHandler = async (context) => {
  const { pathname } = context.url;
  const method = context.request.method;
  if (method !== 'GET' && method !== 'HEAD') {
    return probeAnswer({ status: 'method-not-allowed' }, 405, { allow: 'GET, HEAD' });
  }
  if (pathname === '/healthz') return probeAnswer({ status: 'ok' }, 200);
  try {
    const pending = await pendingMigrationCount(await database());
    noteDatabaseReachable('readiness');
    if (pending > 0) return probeAnswer({ status: 'not-ready', reason: 'migrations-pending', pending }, 503);
    return probeAnswer({ status: 'ready' }, 200);
  } catch (error) {
    // A probe every few seconds while the database is away is part of the outage, not a line each.
    if (!noteDatabaseFailure(error, 'readiness')) logger().warn({ err: error }, 'readiness check failed');
    return probeAnswer({ status: 'not-ready', reason: 'database-unreachable' }, 503);
  }
};

function probeAnswer(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
