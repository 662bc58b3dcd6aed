import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../../db';
import { rateLimits } from '../../db/schema';
import { sha256Hex } from '../../auth/tokens';
import { refundPoint, takePoint } from '../../auth/take-point';

/**
 * Guessing protection for the public certificate link (decision, docs/public-report-deploy.md):
 * - failed lookups (unknown hash or wrong pass code) count per client address in the shared
 *   rate_limits table, so every app instance sees the same count and a restart does not reset it;
 *   each lookup takes its point before the work and a successful one gives it back;
 *   at the limit the address is blocked for every lookup, right or wrong, because answering a right
 *   guess with 200 while refusing wrong ones would still confirm it;
 * - successful lookups cost no guessing points; a generous per-process cap only stops a flood
 *   (a person paging a large certificate makes about one call a second).
 */
export const LOOKUP_LIMITS = {
  failuresPerIp: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  requestsPerIp: { points: 300, duration: 60 },
} as const;

export interface LookupVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/* One per process: the flood cap is cheap memory state, deliberately not a database write per view. */
const requests = new RateLimiterMemory({ keyPrefix: 'cert-req', ...LOOKUP_LIMITS.requestsPerIp });

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

  /**
   * Counts this request against the flood cap and takes a guessing point before the lookup, in one
   * atomic statement, so parallel guesses cannot all pass a count read before any failure was
   * written. At the limit every lookup is refused, right or wrong.
   */
  async admit(ip: string): Promise<LookupVerdict> {
    const k = key(ip);
    try {
      await requests.consume(k);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
    }
    return takePoint(this.failures, k);
  }

  /** A right hash and pass code: the guessing point taken by admit() is given back. */
  async succeeded(ip: string): Promise<void> {
    await refundPoint(this.failures, key(ip));
  }
}

/* Hashed so the table holds no client addresses in clear. */
function key(ip: string): string {
  return sha256Hex(ip);
}
