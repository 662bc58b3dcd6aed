import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { openBidsOfLeftMarkets, unconfirmedCancellation } from './leave-market-bids';
import { organizations } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { AuthContext } from '../../auth/session-context';
import type { OrganizationInfoUpdateRequest } from '@/lib/schemas/auth';
import { organizationInfoOf } from '../auth/load-auth-session';
import { recordAudit, type Actor } from '../audit/record-audit';

/** Which trading member: the caller's own (by id), or one an operator names by its member number. */
export type ParticipationTarget = { id: number } | { memberNumber: string };

async function idOf(tx: Tx, memberNumber: string): Promise<number> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.memberNumber, memberNumber));
  return row?.id ?? -1;
}

/**
 * The one rule for FIT / non-FIT participation, whoever changes it (the member in its dialog, an
 * operator in the console): a trading member only, both flags at once, the version bumped, audited.
 * Leaving a market cancels the member's bids in its open auction, in the same transaction and only
 * when the caller confirmed their number (docs/domain.md#market-participation).
 * Undefined when no trading member matches; the caller says so in its own terms.
 */
export async function changeParticipation(
  db: Db,
  actor: Actor,
  target: ParticipationTarget,
  input: OrganizationInfoUpdateRequest,
) {
  return db.transaction(async (tx) => {
    // The bid-entry gates before the member row: a bid takes its gate first too.
    const openBids = await openBidsOfLeftMarkets(
      tx,
      'id' in target ? target.id : await idOf(tx, target.memberNumber),
      input,
    );
    const [before] = await tx
      .select()
      .from(organizations)
      .where('id' in target ? eq(organizations.id, target.id) : eq(organizations.memberNumber, target.memberNumber))
      .for('update');
    if (!before || before.isSystem) return undefined;
    if (openBids.count > 0) {
      if (input.cancelOpenBids !== openBids.count) throw unconfirmedCancellation(openBids.count);
      await openBids.cancel(actor);
    }
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
      actor,
      action: 'organization.update-participation',
      entity: 'organization',
      entityId: before.id,
      before: { fitParticipation: before.fitParticipation, nonFitParticipation: before.nonFitParticipation },
      after: { fitParticipation: after!.fitParticipation, nonFitParticipation: after!.nonFitParticipation },
    });
    return after!;
  });
}

/** A member changes its own FIT / non-FIT participation; the organization is always the caller's. */
export async function updateParticipation(db: Db, auth: AuthContext, input: OrganizationInfoUpdateRequest) {
  const actor: Actor = { type: 'user', userId: auth.userId, loginId: auth.loginId };
  const after = await changeParticipation(db, actor, { id: auth.organizationId }, input);
  if (!after) throw new AppError('C_SH_004');
  return organizationInfoOf(after);
}
