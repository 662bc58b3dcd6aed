import { RateLimiterRes, type RateLimiterDrizzle } from 'rate-limiter-flexible';

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Takes one point before the guarded work. The Drizzle store's consume is a single
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent takers on PostgreSQL serialize on the
 * row and each sees the count including every earlier taker; PGlite runs statements one at a time.
 * Over the limit it rejects with the limiter state: that is the refusal, not an error.
 */
export async function takePoint(limiter: RateLimiterDrizzle, key: string): Promise<ThrottleVerdict> {
  try {
    await limiter.consume(key);
    return { blocked: false, retryAfterSeconds: 0 };
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
  }
}

/** Gives a point back (a success, or a refusal by another count): also one atomic statement. */
export async function refundPoint(limiter: RateLimiterDrizzle, key: string): Promise<void> {
  await limiter.reward(key);
}
