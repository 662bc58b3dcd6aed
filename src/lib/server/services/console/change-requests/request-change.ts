import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import { changeRequests } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { config } from '@/lib/server/config';
import { changeSubject, changeTitle, type ConsoleChange } from '@/lib/domain/console/console-change';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import type { OperatorContext } from '@/lib/server/auth/operator-context';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { actorId, recordAudit } from '../../audit/record-audit';
import { basisOf } from './change-kinds';
import { toChangeRequestView } from './change-request-view';

/**
 * The two-person rule's switch point for the console's clearing, business-date and maintenance
 * changes: with ADMIN_FOUR_EYES off, null (the caller makes the change at once, as always); on, the
 * change is recorded as a pending request for another operator to approve, and returned.
 */
export async function requestIfFourEyes(
  db: Db,
  operator: OperatorContext,
  change: ConsoleChange,
): Promise<AdminChangeRequest | null> {
  if (!config().ADMIN_FOUR_EYES) return null;
  return requestChange(db, operator, change);
}

/** One pending request per subject; an expired one is marked so and no longer stands in the way. */
async function requestChange(
  db: Db,
  operator: OperatorContext,
  change: ConsoleChange,
  now = new Date(),
): Promise<AdminChangeRequest> {
  const subject = changeSubject(change);
  const row = await db.transaction(async (tx) => {
    const basis = await basisOf(tx, change);
    await tx
      .update(changeRequests)
      .set({ state: 'expired' })
      .where(
        and(
          eq(changeRequests.subject, subject),
          eq(changeRequests.state, 'pending'),
          lte(changeRequests.expiresAt, now),
        ),
      );
    const expiresAt = new Date(now.getTime() + config().ADMIN_FOUR_EYES_EXPIRY_HOURS * 3_600_000);
    const [created] = await tx
      .insert(changeRequests)
      .values({
        kind: change.kind,
        subject,
        params: change.params,
        basis,
        requestedBy: operator.operatorId,
        requestedByLoginId: operator.loginId,
        requestedAt: now,
        expiresAt,
      })
      .onConflictDoNothing({ target: changeRequests.subject, where: sql`${changeRequests.state} = 'pending'` })
      .returning();
    if (!created) {
      throw new AppError('C_SH_006', {
        message: `${changeTitle(change)}は既に承認待ちです。承認待ちの申請を承認・却下するか、取り下げてから申請してください。`,
      });
    }
    await recordAudit(tx, {
      actor: consoleActor(operator),
      action: 'change-request.create',
      entity: 'change_request',
      entityId: created.id,
      after: { kind: change.kind, params: change.params, basis, requestedBy: actorId(consoleActor(operator)) },
    });
    return created;
  });
  return toChangeRequestView(row, operator.operatorId, now);
}
