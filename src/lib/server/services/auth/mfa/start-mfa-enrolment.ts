import { isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../../db';
import { userMfa } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { encryptSecret } from '../../../auth/mfa/mfa-key';
import { newTotpSecret, totpUri } from '../../../auth/mfa/totp';
import type { AuthContext } from '../../../auth/session-context';
import type { MfaSetupRequest, MfaSetupResponse } from '../../../../schemas/mfa';
import { findEnabledMfa } from './get-mfa-status';
import { checkCurrentPassword } from './check-current-password';

/**
 * Creates a new secret waiting for its first code (replacing an unconfirmed one) and answers it
 * with its QR code, after the current password. The factor is not on until confirmMfaEnrolment
 * sees a code from it.
 */
export async function startMfaEnrolment(
  db: Db,
  auth: AuthContext,
  input: MfaSetupRequest,
  ip: string,
): Promise<MfaSetupResponse> {
  if (await findEnabledMfa(db, auth.userId)) throw new AppError('C_AU_010');
  await checkCurrentPassword(db, auth, input.currentPassword, ip);
  const secret = newTotpSecret();
  const secretEnc = encryptSecret(secret);
  await db
    .insert(userMfa)
    .values({ userId: auth.userId, secretEnc })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretEnc, enabledAt: null, lastStep: null, createdAt: new Date() },
      // Never overwrites a factor that a concurrent confirmation has just turned on.
      setWhere: isNull(userMfa.enabledAt),
    });
  const uri = totpUri(secret, auth.loginId);
  return { secret, otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}
