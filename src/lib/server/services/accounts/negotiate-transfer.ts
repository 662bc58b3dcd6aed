import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { organizations } from '../../db/schema';
import { buildTransfer } from '@/lib/domain/ledger';
import type { AccountBalanceNegotiateRequest } from '@/lib/schemas/accounts';
import { userActor, type AuthContext } from '../../auth/session-context';
import { AppError } from '../../../errors/app-error';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { facilitiesOf } from '../ledger/facility-checks';
import { runIdempotent } from '../idempotency/run-idempotent';
import { recordAudit } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { refuseExpiredYear } from '../ledger/expired-year';

/**
 * 移転: non-FIT volume from the caller's own lines to another member's procured class, in one
 * transaction. The recipient is looked up by member number and must take part in the non-FIT
 * market; the lines must be the caller's and have the volume available when the rows are locked.
 */
export async function negotiateTransfer(
  db: Db,
  auth: AuthContext,
  input: AccountBalanceNegotiateRequest,
  idempotencyKey?: string | null,
) {
  return runIdempotent(db, { userId: auth.userId, key: idempotencyKey, request: input }, async (tx) => {
    await refuseExpiredYear(tx, input.fiscalYear);
    const [recipient] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.memberNumber, input.recipientMemberNumber), eq(organizations.isSystem, false)));
    if (!recipient) throw new AppError('C_SH_008');
    if (recipient.id === auth.organizationId) throw new AppError('C_AC_003');
    if (!recipient.nonFitParticipation) throw new AppError('C_AC_004');
    const lineKeys = input.lines.map((l) => `${l.holdingClassCd}|${l.equipmentId}`);
    if (new Set(lineKeys).size !== lineKeys.length) throw new AppError('C_AC_008');
    await facilitiesOf(tx, [...new Set(input.lines.map((l) => l.equipmentId))]);

    const built = buildTransfer({
      fromMemberId: auth.organizationId,
      toMemberId: recipient.id,
      targetYear: input.fiscalYear,
      productCd: input.productCd,
      lines: input.lines.map((l) => ({
        holdingClassCd: l.holdingClassCd,
        facilityId: l.equipmentId,
        volume: l.volume,
      })),
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    const { businessDate } = await getSystemState(tx);
    const [sender] = await tx.select().from(organizations).where(eq(organizations.id, auth.organizationId));
    const { entryId } = await persistEntry(tx, built.value, {
      actor: `user:${auth.loginId}`,
      businessDate,
      reference: `${sender!.memberNumber} ${sender!.name} → ${recipient.memberNumber} ${recipient.name}`,
    });
    const totalVolume = input.lines.reduce((sum, l) => sum + l.volume, 0);
    await recordAudit(tx, {
      actor: userActor(auth),
      action: 'account.transfer',
      entity: 'journal_entry',
      entityId: entryId!,
      after: {
        to: recipient.memberNumber,
        fiscalYear: input.fiscalYear,
        productCd: input.productCd,
        lines: input.lines,
        totalVolume,
      },
    });
    return {
      status: 200,
      body: {
        entryId: entryId!,
        recipientMemberNumber: recipient.memberNumber,
        recipientName: recipient.name,
        totalVolume,
      },
    };
  });
}
