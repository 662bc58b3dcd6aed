import type { Db } from '@/lib/server/db';
import { apiTokens } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthContext } from '@/lib/server/auth/session-context';
import type { ApiTokenCreateRequest, ApiTokenCreateResponse } from '@/lib/schemas/api-tokens';
import { newApiToken, passwordStampOf } from '@/lib/server/auth/api-tokens';
import { checkCurrentPassword } from '../auth/mfa/check-current-password';
import { findEnabledMfa } from '../auth/mfa/get-mfa-status';
import { acceptSecondFactor } from '../auth/mfa/accept-second-factor';
import { recordAudit } from '../audit/record-audit';
import { userActor } from '@/lib/server/auth/session-context';

const DAY_MS = 86_400_000;

/**
 * Issues a personal API token after the password (throttled like a login) and, when the second
 * factor is on, its code. Only a session may do this (the operation's scope is 'session'). The
 * token is answered once and stored by its SHA-256.
 */
export async function createApiToken(
  db: Db,
  auth: AuthContext,
  input: ApiTokenCreateRequest,
  ip: string,
  now = new Date(),
): Promise<ApiTokenCreateResponse> {
  const user = await checkCurrentPassword(db, auth, input.currentPassword, ip);
  const mfa = await findEnabledMfa(db, user.id);
  if (mfa && (!input.code || !(await acceptSecondFactor(db, mfa, input.code, now)))) {
    throw new AppError('C_AU_008', { fieldErrors: [{ field: 'code', message: '確認コードが正しくありません。' }] });
  }
  const { token, tokenHash } = newApiToken();
  const scopes = [...new Set(input.scopes)];
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: user.id,
        tokenHash,
        name: input.name,
        scopes: scopes.join(' '),
        passwordStamp: passwordStampOf(user.passwordHash),
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      actor: userActor(auth),
      action: 'api-token.create',
      entity: 'api-token',
      entityId: row!.id,
      after: { name: input.name, scopes, expiresAt: expiresAt.toISOString() },
    });
    return {
      id: row!.id,
      name: row!.name,
      scopes,
      createdAt: row!.createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      lastUsedAt: null,
      token,
    };
  });
}
