import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../db';
import { rateLimits } from '../db/schema';
import { sha256Hex } from './tokens';

/**
 * Failed logins are counted per login id and per client address. Either limit blocks further
 * attempts for a while; a success clears the login id's count. Keys are hashed so the table
 * holds no login ids or addresses in clear.
 */
export const LOGIN_LIMITS = {
  perLoginId: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  perIp: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
} as const;

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

function limiter(db: Executor, keyPrefix: string, limits: { points: number; duration: number; blockDuration: number }) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    clearExpiredByTimeout: false,
    ...limits,
  });
}

export class LoginThrottle {
  private readonly byLoginId;
  private readonly byIp;

  constructor(db: Executor) {
    this.byLoginId = limiter(db, 'login-id', LOGIN_LIMITS.perLoginId);
    this.byIp = limiter(db, 'login-ip', LOGIN_LIMITS.perIp);
  }

  async check(loginId: string, ip: string): Promise<ThrottleVerdict> {
    const [a, b] = await Promise.all([this.byLoginId.get(key(loginId)), this.byIp.get(key(ip))]);
    return verdict([
      [a, LOGIN_LIMITS.perLoginId.points],
      [b, LOGIN_LIMITS.perIp.points],
    ]);
  }

  async recordFailure(loginId: string, ip: string): Promise<void> {
    await Promise.all([swallow(this.byLoginId.consume(key(loginId))), swallow(this.byIp.consume(key(ip)))]);
  }

  async recordSuccess(loginId: string): Promise<void> {
    await this.byLoginId.delete(key(loginId));
  }

  async clearLoginId(loginId: string): Promise<void> {
    await this.byLoginId.delete(key(loginId));
  }
}

function key(value: string): string {
  return sha256Hex(value.toLowerCase());
}

/** consume() rejects with the limiter state once over the limit: that is the point, not an error. */
async function swallow(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
  }
}

function verdict(states: [RateLimiterRes | null, number][]): ThrottleVerdict {
  let retry = 0;
  for (const [state, points] of states) {
    if (state && state.consumedPoints >= points) retry = Math.max(retry, Math.ceil(state.msBeforeNext / 1000));
  }
  return { blocked: retry > 0, retryAfterSeconds: retry };
}
