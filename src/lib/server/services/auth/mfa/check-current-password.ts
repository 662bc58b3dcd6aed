import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { ERRORS } from '@/lib/errors/catalogue';
import { LoginThrottle } from '@/lib/server/auth/login-throttle';
import { verifyPassword } from '@/lib/server/auth/password-hash';
import type { AuthContext } from '@/lib/server/auth/session-context';

/**
 * Turning the second factor on or off asks for the current password, so a left-open or hijacked
 * session cannot bind another authenticator or remove it. Counted in the login id's password
 * throttle, so the dialog cannot be used to guess the password past the login's limit.
 */
export async function checkCurrentPassword(
  db: Db,
  auth: AuthContext,
  currentPassword: string,
  ip: string,
): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user) throw new AppError('C_SH_003');
  const throttle = new LoginThrottle(db);
  await throttle.takeOrRefuse(user.loginId, ip);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('C_AU_003', { fieldErrors: [{ field: 'currentPassword', message: ERRORS.C_AU_003.message }] });
  }
  await throttle.succeeded(user.loginId, ip);
  return user;
}
