import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Executor } from '../../db';
import { rateLimits } from '../../db/schema';
import { sha256Hex } from '../../auth/tokens';
import { takePoint, type ThrottleVerdict } from '../../auth/take-point';

/**
 * Guessing protection for the public certificate link (README "Throttling", docs/public-report-deploy.md).
 *
 * Only failed lookups (unknown hash or wrong pass code) count, per client address, in the shared
 * rate_limits table, so every app instance sees the same count and a restart does not reset it.
 * A right lookup costs nothing, however many arrive at once from one address (a NAT, a proxy).
 *
 * Each lookup reads the count first and is refused at the limit, right or wrong (a blocked address
 * gets no answer that tells a right guess from a wrong one). A failure then takes its point in one
 * atomic statement and is answered as a miss only when that point was within the limit; a failure
 * whose point lands beyond it is answered 429 like any refused lookup. So however many wrong
 * guesses run in parallel, at most `points` are ever answered as a miss, and a right guess is
 * answered 200 only if fewer than `points` failures were counted when it read the count: the same
 * outcomes as the guesses arriving one by one.
 */
export const LOOKUP_LIMITS = {
  failuresPerIp: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
} as const;

export type LookupVerdict = ThrottleVerdict;

export class LookupThrottle {
  private readonly failures;

  constructor(db: Executor) {
    this.failures = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'cert-ip',
      clearExpiredByTimeout: false,
      ...LOOKUP_LIMITS.failuresPerIp,
    });
  }

  /** A read, no write: blocked once the address's failures in the window reach the limit. */
  async check(ip: string): Promise<LookupVerdict> {
    const state = await this.failures.get(key(ip));
    if (!state || state.consumedPoints < LOOKUP_LIMITS.failuresPerIp.points) {
      return { blocked: false, retryAfterSeconds: 0 };
    }
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }

  /** A failed lookup takes its point; blocked when that point lies beyond the limit. */
  async failed(ip: string): Promise<LookupVerdict> {
    return takePoint(this.failures, key(ip));
  }
}

/* Hashed so the table holds no client addresses in clear. */
function key(ip: string): string {
  return sha256Hex(ip);
}
