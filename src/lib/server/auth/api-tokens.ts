import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db';
import { apiTokens, organizations, users } from '../db/schema';
import { API_TOKEN_PREFIX, tokenRefusal } from '../../domain/api-token/token-rules';
import type { ApiTokenScope } from '../../domain/api-token/token-rules';
import { randomToken, sha256Hex } from './tokens';

/**
 * A token carries 256 random bits, so a single fast SHA-256 is enough to store it (decision 0023):
 * unlike a password there is nothing to guess, and a slow hash would cost every API call.
 */
export function newApiToken(): { token: string; tokenHash: string } {
  const token = API_TOKEN_PREFIX + randomToken(32);
  return { token, tokenHash: sha256Hex(token) };
}

/** What the password stamp of a token is compared with: any change or reset of the password changes it. */
export function passwordStampOf(passwordHash: string): string {
  return sha256Hex(passwordHash);
}

export function scopesOf(stored: string): ApiTokenScope[] {
  return stored.split(' ').filter(Boolean) as ApiTokenScope[];
}

/**
 * The user and token behind a bearer token, when the token acts (not revoked, not expired, user not
 * locked, password unchanged since issue). Records the use.
 */
export async function findActingToken(db: Executor, token: string, now: Date) {
  const [found] = await db
    .select({ token: apiTokens, user: users, organization: organizations })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(apiTokens.tokenHash, sha256Hex(token)));
  if (!found) return undefined;
  const refusal = tokenRefusal(
    {
      expiresAt: found.token.expiresAt,
      revokedAt: found.token.revokedAt,
      userLockedAt: found.user.lockedAt,
      samePasswordAsAtIssue: found.token.passwordStamp === passwordStampOf(found.user.passwordHash),
    },
    now,
  );
  if (refusal) return undefined;
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, found.token.id));
  return { ...found, scopes: scopesOf(found.token.scopes) };
}

/**
 * Revokes every live token of the user (a lock ends them as a password reset does: unlocking
 * does not bring them back). Answers how many were revoked.
 */
export async function revokeTokensOfUser(db: Executor, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

/** The user's tokens that are not revoked, newest first (expired ones stay listed until revoked). */
export async function listApiTokens(db: Executor, userId: number) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.id));
}
