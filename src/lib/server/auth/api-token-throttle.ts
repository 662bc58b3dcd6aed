import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Executor } from '../db';
import { rateLimits } from '../db/schema';
import { config } from '../config';
import { takePoint, type ThrottleVerdict } from './take-point';

/**
 * Each personal API token has its own count of calls per minute (decision 0023), kept in the same
 * store as the login throttle so that every app instance sees one count.
 */
export async function takeApiTokenCall(db: Executor, tokenId: number): Promise<ThrottleVerdict> {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'api-token',
    clearExpiredByTimeout: false,
    points: config().API_TOKEN_CALLS_PER_MINUTE,
    duration: 60,
  });
  return takePoint(limiter, String(tokenId));
}
