import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/errors/app-error';
import { MEMBER_MFA } from '@/lib/server/auth/mfa/mfa-tables';
import type { AuthContext } from '@/lib/server/auth/session-context';
import type { MfaSetupRequest, MfaSetupResponse } from '@/lib/schemas/mfa';
import { findEnabledMfa } from './get-mfa-status';
import { checkCurrentPassword } from './check-current-password';
import { createPendingFactor } from './pending-factor';

/**
 * Creates a new secret waiting for its first code and answers it with its QR code, after the
 * current password. The factor is not on until confirmMfaEnrolment sees a code from it.
 */
export async function startMfaEnrolment(
  db: Db,
  auth: AuthContext,
  input: MfaSetupRequest,
  ip: string,
): Promise<MfaSetupResponse> {
  if (await findEnabledMfa(db, auth.userId)) throw new AppError('C_AU_010');
  await checkCurrentPassword(db, auth, input.currentPassword, ip);
  return createPendingFactor(db, MEMBER_MFA, auth.userId, auth.loginId);
}
