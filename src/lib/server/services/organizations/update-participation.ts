import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { organizations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../auth/session-context';
import type { OrganizationInfoUpdateRequest } from '../../../schemas/auth';
import { organizationInfoOf } from '../auth/load-auth-session';
import { recordAudit } from '../audit/record-audit';

/** A member changes its own FIT / non-FIT participation; the organization is always the caller's. */
export async function updateParticipation(db: Db, auth: AuthContext, input: OrganizationInfoUpdateRequest) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, auth.organizationId))
      .for('update');
    if (!before || before.isSystem) throw new AppError('C_SH_004');
    const [after] = await tx
      .update(organizations)
      .set({
        fitParticipation: input.fitParticipation,
        nonFitParticipation: input.nonFitParticipation,
        version: sql`${organizations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor: { type: 'user', userId: auth.userId, loginId: auth.loginId },
      action: 'organization.update-participation',
      entity: 'organization',
      entityId: before.id,
      before: { fitParticipation: before.fitParticipation, nonFitParticipation: before.nonFitParticipation },
      after: { fitParticipation: after!.fitParticipation, nonFitParticipation: after!.nonFitParticipation },
    });
    return organizationInfoOf(after!);
  });
}
