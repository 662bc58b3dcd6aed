import { isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '@/lib/server/db';
import { encryptSecret } from '@/lib/server/auth/mfa/mfa-key';
import { newTotpSecret, totpUri } from '@/lib/server/auth/mfa/totp';
import type { MfaTables } from '@/lib/server/auth/mfa/mfa-tables';
import type { MfaSetupResponse } from '@/lib/schemas/mfa';

/**
 * A new secret waiting for its first code (replacing an unconfirmed one), answered with its QR
 * code. The factor is not on until enableFactor sees a code from it.
 */
export async function createPendingFactor(
  db: Executor,
  { factor }: MfaTables,
  ownerId: number,
  loginId: string,
): Promise<MfaSetupResponse> {
  const secret = newTotpSecret();
  const secretEnc = encryptSecret(secret);
  await db
    .insert(factor)
    .values({ userId: ownerId, secretEnc })
    .onConflictDoUpdate({
      target: factor.userId,
      set: { secretEnc, enabledAt: null, lastStep: null, createdAt: new Date() },
      // Never overwrites a factor that a concurrent confirmation has just turned on.
      setWhere: isNull(factor.enabledAt),
    });
  const uri = totpUri(secret, loginId);
  return { secret, otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}
