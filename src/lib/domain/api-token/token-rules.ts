/**
 * Personal API tokens (decision 0023): what a token may do and how long it may live. Pure rules;
 * the server stores tokens by their SHA-256 and checks them against these.
 */
export const API_TOKEN_SCOPES = ['read', 'bid', 'account'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * The scope an operation needs when called with a token; 'session' marks the operations a token can
 * never call (the session, the password, the second factor, the tokens themselves, the organization).
 */
export type OperationScope = ApiTokenScope | 'session';

/** The longest life a token may be given. */
export const API_TOKEN_MAX_DAYS = 365;

/** Every token starts with this, so that secret scanners and people recognise one. */
export const API_TOKEN_PREFIX = 'nfcp_';
/** 32 random bytes in base64url. */
const TOKEN_BODY = /^[A-Za-z0-9_-]{43}$/;

/** Whether a token holding these scopes may call an operation needing the given one. */
export function scopeAllows(held: readonly ApiTokenScope[], needed: OperationScope): boolean {
  return needed !== 'session' && held.includes(needed);
}

/** The token in an Authorization header value, or null when the value is not a well-formed bearer token. */
export function bearerTokenOf(header: string): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  if (!match) return null;
  const token = match[1]!;
  if (!token.startsWith(API_TOKEN_PREFIX) || !TOKEN_BODY.test(token.slice(API_TOKEN_PREFIX.length))) return null;
  return token;
}

/** Why a stored token no longer acts, or null when it does. */
export type TokenRefusal = 'revoked' | 'expired' | 'locked' | 'password-reset';

export interface TokenState {
  expiresAt: Date;
  revokedAt: Date | null;
  userLockedAt: Date | null;
  /** Whether the user's password is still the one it had when the token was issued. */
  samePasswordAsAtIssue: boolean;
}

/**
 * A token stops acting when revoked, expired, its user locked, or the password changed or reset
 * (by the user or an operator) after it was issued.
 */
export function tokenRefusal(token: TokenState, now: Date): TokenRefusal | null {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (token.userLockedAt) return 'locked';
  if (!token.samePasswordAsAtIssue) return 'password-reset';
  return null;
}
