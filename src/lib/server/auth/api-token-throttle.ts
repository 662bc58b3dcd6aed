import { inArray } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../db';
import { rateLimits } from '../db/schema';
import { config } from '../config';
import { callVerdict, SLOT_KEPT_SECONDS, slotOf, slotsBehind } from '../../domain/api-token/call-window';
import type { ThrottleVerdict } from './take-point';

/**
 * Each personal API token may make API_TOKEN_CALLS_PER_MINUTE calls in any 60 seconds (decision
 * 0023; the rule: call-window.ts). The counts per slot of the clock are rows of the store the login
 * throttle uses, so every app instance sees one count. A call takes its point in its slot (one
 * atomic statement, so parallel calls each see the others), reads the slots of the 60 seconds
 * before it, and gives the point back when refused: a refused call is not a call made.
 */
export async function takeApiTokenCall(db: Executor, tokenId: number): Promise<ThrottleVerdict> {
  const limit = config().API_TOKEN_CALLS_PER_MINUTE;
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'api-token-calls',
    clearExpiredByTimeout: false,
    points: limit,
    duration: SLOT_KEPT_SECONDS,
  });
  const now = Date.now();
  const slot = slotOf(now);
  const ownKey = `${tokenId}:${slot}`;
  const counts = new Map([[slot, await consumedAfterTaking(limiter, ownKey)]]);
  const slotByRow = new Map(slotsBehind(slot).map((s) => [limiter.getKey(`${tokenId}:${s}`), s]));
  const earlier = await db
    .select({ key: rateLimits.key, points: rateLimits.points })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...slotByRow.keys()]));
  for (const row of earlier) counts.set(slotByRow.get(row.key)!, row.points);
  const verdict = callVerdict(counts, now, limit);
  if (verdict.allowed) return { blocked: false, retryAfterSeconds: 0 };
  await limiter.reward(ownKey);
  return { blocked: true, retryAfterSeconds: verdict.retryAfterSeconds };
}

/** The slot's count with this call's point in it (the store rejects past `points`, still counting). */
async function consumedAfterTaking(limiter: RateLimiterDrizzle, key: string): Promise<number> {
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    return e.consumedPoints;
  }
}
