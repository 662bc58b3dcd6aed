import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { burnVerificationTime, verifyPassword } from '../../auth/password-hash';
import { LoginThrottle } from '../../auth/login-throttle';
import { createSession, deleteSessionByToken, type NewSession, type SessionPolicy } from '../../auth/sessions';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { findUserWithOrganization, loadAuthSession } from './load-auth-session';
import { recordAudit } from '../audit/record-audit';
import { logEvent } from '../../logger';
import { findEnabledMfa } from './mfa/get-mfa-status';
import { issueLoginTicket } from '../../auth/mfa/login-ticket';

export interface LoginInput {
  loginId: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The token of a session the browser already had: it is ended, so a login always rotates. */
  previousToken?: string;
  policy: SessionPolicy;
  now?: Date;
}

export interface LoginResult {
  session: NewSession;
  body: AuthSessionResponse;
}

/** The password was right and the user has a second factor: the code is asked for next. */
export interface MfaChallenge {
  mfaTicket: string;
}

export type SessionInput = Pick<LoginInput, 'ip' | 'userAgent' | 'previousToken' | 'policy'>;

/**
 * Checks the throttle, then the password (spending the same time for unknown login ids), then
 * opens a fresh session, or, for a user with a second factor, answers a ticket for the code step
 * (logInWithMfa). Wrong login id and wrong password answer alike.
 */
export async function logIn(db: Db, input: LoginInput): Promise<LoginResult | MfaChallenge> {
  const now = input.now ?? new Date();
  const throttle = new LoginThrottle(db);
  await throttle.takeOrRefuse(input.loginId, input.ip, () =>
    logEvent('auth.login-throttled', { loginId: input.loginId, ip: input.ip }),
  );

  const [user] = await db.select().from(users).where(eq(users.loginId, input.loginId)).limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnVerificationTime(input.password), false);
  // A locked account answers alike whatever the password, so the answer never confirms a guess.
  if (user?.lockedAt) {
    logEvent('auth.login-locked', { loginId: input.loginId, ip: input.ip });
    throw new AppError('C_AU_006');
  }
  if (!user || !ok) {
    logEvent('auth.login-failed', { loginId: input.loginId, ip: input.ip, knownUser: Boolean(user) });
    throw new AppError('C_AU_001');
  }
  await throttle.succeeded(input.loginId, input.ip);
  if (await findEnabledMfa(db, user.id)) return { mfaTicket: issueLoginTicket(user.id, user, now) };
  return openLoginSession(db, user, input, now);
}

/**
 * The login's own transaction: the old session ends, a new one starts, and both are audited.
 * With consumeTicket (the second factor's step) the user row must still hold the password hash and
 * last login the ticket was bound to: moving lastLoginAt in the same conditional UPDATE uses the
 * ticket up, so of two requests with one ticket only one opens a session.
 */
export async function openLoginSession(
  db: Db,
  user: typeof users.$inferSelect,
  input: SessionInput,
  now: Date,
  { consumeTicket = false }: { consumeTicket?: boolean } = {},
): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    const unchanged = consumeTicket
      ? and(
          eq(users.passwordHash, user.passwordHash),
          user.lastLoginAt ? eq(users.lastLoginAt, user.lastLoginAt) : isNull(users.lastLoginAt),
        )
      : undefined;
    const moved = await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(and(eq(users.id, user.id), unchanged))
      .returning({ id: users.id });
    if (moved.length === 0) throw new AppError('C_AU_009');
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    const session = await createSession(tx, user.id, input.policy, { ip: input.ip, userAgent: input.userAgent, now });
    await recordAudit(tx, {
      actor: { type: 'user', userId: user.id, loginId: user.loginId },
      action: 'auth.login',
      entity: 'user',
      entityId: user.id,
      after: { ip: input.ip },
    });
    const found = await findUserWithOrganization(tx, user.id);
    return { session, body: await loadAuthSession(tx, found!) };
  });
}
