import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/errors/app-error';
import type { AuthContext } from '@/lib/server/auth/session-context';
import { MEMBER_MFA } from '@/lib/server/auth/mfa/mfa-tables';
import type { MfaDisableRequest } from '@/lib/schemas/mfa';
import { recordAudit } from '../../audit/record-audit';
import { findEnabledMfa } from './get-mfa-status';
import { checkCurrentPassword } from './check-current-password';
import { removeFactor } from './enable-factor';

/** Turns the second factor off after the current password, which is throttled like a login. */
export async function disableMfa(db: Db, auth: AuthContext, input: MfaDisableRequest, ip: string): Promise<void> {
  if (!(await findEnabledMfa(db, auth.userId))) throw new AppError('C_AU_012');
  const user = await checkCurrentPassword(db, auth, input.currentPassword, ip);
  await db.transaction(async (tx) => {
    await removeFactor(tx, MEMBER_MFA, user.id);
    await recordAudit(tx, {
      actor: { type: 'user', userId: user.id, loginId: user.loginId },
      action: 'auth.mfa-disable',
      entity: 'user',
      entityId: user.id,
      before: { mfa: true },
      after: { mfa: false },
    });
  });
}
