import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { apiTokens } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthContext } from '@/lib/server/auth/session-context';
import { userActor } from '@/lib/server/auth/session-context';
import { recordAudit } from '../audit/record-audit';

/** Revokes one of the user's own tokens; another user's token or a revoked one is 404. */
export async function revokeApiToken(db: Db, auth: AuthContext, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, auth.userId), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name });
    if (gone.length === 0) throw new AppError('C_SH_002');
    await recordAudit(tx, {
      actor: userActor(auth),
      action: 'api-token.revoke',
      entity: 'api-token',
      entityId: id,
      after: { name: gone[0]!.name, revoked: true },
    });
  });
}
