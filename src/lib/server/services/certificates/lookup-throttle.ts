import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../../db';
import { rateLimits } from '../../db/schema';
import { sha256Hex } from '../../auth/tokens';

/**
 * Guessing protection for the public certificate link (decision, docs/public-report-deploy.md):
 * - failed lookups (unknown hash or wrong pass code) count per client address in the shared
 *   rate_limits table, so every app instance sees the same count and a restart does not reset it;
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

  /** Counts this request against the flood cap and says whether the address may look up now. */
  async admit(ip: string): Promise<LookupVerdict> {
    const k = key(ip);
    let floodRetry = 0;
    try {
      await requests.consume(k);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      floodRetry = Math.ceil(e.msBeforeNext / 1000);
    }
    const state = await this.failures.get(k);
    const failureRetry =
      state && state.consumedPoints >= LOOKUP_LIMITS.failuresPerIp.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
    const retry = Math.max(floodRetry, failureRetry);
    return { blocked: retry > 0, retryAfterSeconds: retry };
  }

  async recordFailure(ip: string): Promise<void> {
    try {
      await this.failures.consume(key(ip));
    } catch (e) {
      // Over the limit rejects with the limiter state: that is the block taking effect, not an error.
      if (!(e instanceof RateLimiterRes)) throw e;
    }
  }
}

/* Hashed so the table holds no client addresses in clear. */
function key(ip: string): string {
  return sha256Hex(ip);
}
