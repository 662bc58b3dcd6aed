import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { LoginThrottle } from '@/lib/server/auth/login-throttle';
import { fingerprint, readLoginTicket } from '@/lib/server/auth/mfa/login-ticket';
import { safeEqual } from '@/lib/server/auth/tokens';
import { openLoginSession, type LoginResult, type SessionInput } from '../log-in';
import { acceptSecondFactor } from './accept-second-factor';
import { findEnabledMfa } from './get-mfa-status';

export interface MfaLoginInput extends SessionInput {
  mfaTicket: string;
  code: string;
  now?: Date;
}

/**
 * The second login step: the ticket says the password was right a moment ago; the code (TOTP or a
 * recovery code) is throttled per login id and address like the password, then the session opens.
 * The ticket works once: it is bound to the password hash and the last login, which the session's
 * opening moves.
 */
export async function logInWithMfa(db: Db, input: MfaLoginInput): Promise<LoginResult> {
  const now = input.now ?? new Date();
  const ticket = readLoginTicket(input.mfaTicket, now);
  if (!ticket) throw new AppError('C_AU_009');
  const [user] = await db.select().from(users).where(eq(users.id, ticket.userId)).limit(1);
  // Used already (a session opened since) or the password changed since: log in again.
  if (!user || !safeEqual(fingerprint(user), ticket.fingerprint)) throw new AppError('C_AU_009');
  if (user.lockedAt) throw new AppError('C_AU_006');
  const throttle = new LoginThrottle(db, 'mfa');
  await throttle.takeOrRefuse(user.loginId, input.ip);
  const mfa = await findEnabledMfa(db, user.id);
  // Reset by the operator between the two steps: the password alone was the whole login.
  if (mfa && !(await acceptSecondFactor(db, mfa, input.code, now))) throw new AppError('C_AU_007');
  await throttle.succeeded(user.loginId, input.ip);
  return openLoginSession(db, user, input, now, { consumeTicket: true });
}
