import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Executor } from '../db';
import { AppError } from '../../errors/app-error';
import { rateLimits } from '../db/schema';
import { sha256Hex } from './tokens';
import { refundPoint, takePoint, type ThrottleVerdict } from './take-point';

export type { ThrottleVerdict } from './take-point';

/**
 * Password guesses (login, the current-password check, the MFA code) are counted per login id and
 * per client address. Each attempt takes its point before the password is checked, in one atomic
 * statement, so parallel guesses cannot all pass a count read before any failure was written.
 * A success gives the address its point back and clears the login id's count. Keys are hashed so
 * the table holds no login ids or addresses in clear.
 */
export const LOGIN_LIMITS = {
  perLoginId: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  perIp: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
} as const;

function limiter(db: Executor, keyPrefix: string, limits: { points: number; duration: number; blockDuration: number }) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    clearExpiredByTimeout: false,
    ...limits,
  });
}

/**
 * The second factor has its own count: a right password must not spend the code's guesses.
 * Operators count apart from members (their login ids are another namespace), with the same limits.
 */
export type ThrottleScope = 'login' | 'mfa' | 'operator-login' | 'operator-mfa';
const SCOPE_PREFIXES: Record<ThrottleScope, string> = {
  login: 'login',
  mfa: 'mfa',
  'operator-login': 'op-login',
  'operator-mfa': 'op-mfa',
};

export class LoginThrottle {
  private readonly byLoginId;
  private readonly byIp;

  constructor(db: Executor, scope: ThrottleScope = 'login') {
    const prefix = SCOPE_PREFIXES[scope];
    this.byLoginId = limiter(db, `${prefix}-id`, LOGIN_LIMITS.perLoginId);
    this.byIp = limiter(db, `${prefix}-ip`, LOGIN_LIMITS.perIp);
  }

  /**
   * Takes one guess from both counts. When either refuses, the other's point is given back, so a
   * refused attempt spends nothing that was not already spent.
   */
  async take(loginId: string, ip: string): Promise<ThrottleVerdict> {
    const [byId, byIp] = await Promise.all([takePoint(this.byLoginId, key(loginId)), takePoint(this.byIp, key(ip))]);
    if (!byId.blocked && !byIp.blocked) return byId;
    if (!byId.blocked) await refundPoint(this.byLoginId, key(loginId));
    if (!byIp.blocked) await refundPoint(this.byIp, key(ip));
    return { blocked: true, retryAfterSeconds: Math.max(byId.retryAfterSeconds, byIp.retryAfterSeconds) };
  }

  /**
   * take(), refusing the attempt with C_AU_002 and Retry-After when throttled: the one answer of
   * every form that checks a password or a one-time code. onRefused runs first (a log line).
   */
  async takeOrRefuse(loginId: string, ip: string, onRefused?: () => void): Promise<void> {
    const verdict = await this.take(loginId, ip);
    if (!verdict.blocked) return;
    onRefused?.();
    throw new AppError('C_AU_002', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }

  /** The guess was right: the address gets its point back and the login id starts afresh. */
  async succeeded(loginId: string, ip: string): Promise<void> {
    await Promise.all([this.byLoginId.delete(key(loginId)), refundPoint(this.byIp, key(ip))]);
  }

  async clearLoginId(loginId: string): Promise<void> {
    await this.byLoginId.delete(key(loginId));
  }
}

function key(value: string): string {
  return sha256Hex(value.toLowerCase());
}
