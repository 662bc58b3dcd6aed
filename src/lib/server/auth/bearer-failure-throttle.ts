import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Executor } from '../db';
import { rateLimits } from '../db/schema';
import { sha256Hex } from './tokens';
import { takePoint, type ThrottleVerdict } from './take-point';

/**
 * Bearer tokens that fail (malformed, unknown, revoked, expired, of a locked user or an old
 * password) are counted per client address, as failed public lookups are (lookup-throttle.ts), in
 * the shared rate_limits table, so every app instance sees one count. Only failures count: a token
 * that acts is never refused for its address, so the desks behind one NAT keep working while a
 * guesser beside them is refused. A token has 256 random bits, so this is not what keeps it from
 * being guessed; it keeps a flood of bad tokens from costing a lookup and a 401 each without end.
 */
const BEARER_FAILURE_LIMITS = { points: 30, duration: 10 * 60, blockDuration: 10 * 60 } as const;

/** A failed token takes its address's point; blocked (answer 429) once the address is past the limit. */
export async function countBearerFailure(db: Executor, ip: string): Promise<ThrottleVerdict> {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'bearer-ip',
    clearExpiredByTimeout: false,
    ...BEARER_FAILURE_LIMITS,
  });
  // Hashed so the table holds no client addresses in clear.
  return takePoint(limiter, sha256Hex(ip));
}
