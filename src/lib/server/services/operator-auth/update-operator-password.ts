import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { operators } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { ERRORS } from '@/lib/errors/catalogue';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { LoginThrottle } from '../../auth/login-throttle';
import { deleteOperatorSessions } from '../../auth/operator-sessions';
import { consoleActor, type OperatorContext } from '../../auth/operator-context';
import type { PasswordUpdateRequest } from '@/lib/schemas/auth';
import { recordAudit } from '../audit/record-audit';
import type { SessionInput } from '../auth/log-in';
import { adminSessionOf, openSession, type OperatorSignedIn } from './open-operator-session';

/**
 * The operator's password change, with the member's rules: the current password is throttled like
 * a login, the new one must differ, and every session of the operator ends (a fresh verified one
 * is opened). Only reachable after the second factor, so the new session stays verified.
 */
export async function updateOperatorPassword(
  db: Db,
  operator: OperatorContext,
  input: PasswordUpdateRequest,
  context: SessionInput,
): Promise<OperatorSignedIn> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.operatorId)).limit(1);
  if (!row) throw new AppError('C_SH_003');
  const throttle = new LoginThrottle(db, 'operator-login');
  await throttle.takeOrRefuse(row.loginId, context.ip);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('C_AU_003', { fieldErrors: [{ field: 'currentPassword', message: ERRORS.C_AU_003.message }] });
  }
  await throttle.succeeded(row.loginId, context.ip);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('C_AU_004', { fieldErrors: [{ field: 'newPassword', message: ERRORS.C_AU_004.message }] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
      .where(eq(operators.id, row.id))
      .returning();
    await deleteOperatorSessions(tx, row.id);
    const session = await openSession(tx, updated!, context, now, true);
    await recordAudit(tx, {
      actor: consoleActor(operator),
      action: 'operator.update-password',
      entity: 'operator',
      entityId: row.id,
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: false },
    });
    return { session, body: adminSessionOf(updated!, true) };
  });
}
