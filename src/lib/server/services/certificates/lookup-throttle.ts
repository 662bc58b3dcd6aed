import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../../db';
import { rateLimits } from '../../db/schema';
import { sha256Hex } from '../../auth/tokens';
import type { ThrottleVerdict } from '../../auth/take-point';

/**
 * Guessing protection for the public certificate link (README "Throttling", docs/public-report-deploy.md).
 *
 * Only failed lookups (unknown hash or wrong pass code) count, per client address, in the shared
 * rate_limits table, so every app instance sees the same count and a restart does not reset it.
 * A right lookup costs nothing, however many arrive at once from one address (a NAT, a proxy).
 *
 * A lookup not answered from the answer cache reads the count first and is refused at the limit,
 * right or wrong (a blocked address gets no answer that tells a right guess from a wrong one). A
 * failure then takes its point in one atomic statement and is answered as a miss only when that
 * point was within the limit; a failure whose point lands beyond it is answered 429 like any
 * refused lookup. So however many wrong guesses run in parallel, exactly `points` are answered as
 * a miss, and a right guess is answered 200 only if fewer than `points` failures were counted when
 * it read the count: the outcomes of the same guesses arriving one by one.
 *
 * A right link this process has answered before is served from memory without the database, so
 * the process also remembers which addresses it has seen at the limit (knownBlock) and refuses
 * them there too. On one instance that is exact. With several instances, one that has not yet
 * seen the address since another counted its 30th failure still serves the right links it has
 * cached, until that address's first lookup there that misses the cache (any wrong guess).
 */
const LOOKUP_LIMITS = {
  failuresPerIp: { points: 30, duration: 10 * 60, blockDuration: 10 * 60 },
  /** Blocked addresses remembered per process; beyond it the oldest is forgotten (see above). */
  rememberedBlocks: 100_000,
} as const;

export type LookupVerdict = ThrottleVerdict;

/* Address key → end of its block (epoch ms), this process's; the Node server's fast path reads it too. */
const blocks = new Map<string, number>();

/** This process's memory of an address at the limit: no database read. */
export function knownBlock(ip: string): LookupVerdict {
  if (blocks.size === 0) return OPEN;
  const k = key(ip);
  const until = blocks.get(k);
  if (until === undefined) return OPEN;
  if (until <= Date.now()) {
    blocks.delete(k);
    return OPEN;
  }
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
}

const OPEN: LookupVerdict = { blocked: false, retryAfterSeconds: 0 };

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
    if (!state || state.consumedPoints < LOOKUP_LIMITS.failuresPerIp.points) return OPEN;
    return remember(ip, state.msBeforeNext);
  }

  /** A failed lookup takes its point; blocked when that point lies beyond the limit. */
  async failed(ip: string): Promise<LookupVerdict> {
    try {
      const state = await this.failures.consume(key(ip));
      // The last point within the limit: this miss is answered, the next lookup is refused.
      if (state.consumedPoints >= LOOKUP_LIMITS.failuresPerIp.points) remember(ip, state.msBeforeNext);
      return OPEN;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      return remember(ip, e.msBeforeNext);
    }
  }
}

function remember(ip: string, msBeforeNext: number): LookupVerdict {
  const ms = Math.max(1000, msBeforeNext);
  const k = key(ip);
  blocks.delete(k);
  blocks.set(k, Date.now() + ms);
  if (blocks.size > LOOKUP_LIMITS.rememberedBlocks) blocks.delete(blocks.keys().next().value!);
  return { blocked: true, retryAfterSeconds: Math.ceil(ms / 1000) };
}

/* Hashed so the table holds no client addresses in clear. */
function key(ip: string): string {
  return sha256Hex(ip);
}
