import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db';
import { changeRequests } from '@/lib/server/db/schema';
import { AppError } from '@/lib/errors/app-error';
import {
  CHANGE_REQUEST_STATE_NAMES,
  changeRequestStateAt,
  changeTitle,
  type ChangeRequestState,
} from '@/lib/domain/console/console-change';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import type { OperatorContext } from '@/lib/server/auth/operator-context';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { actorId, recordAudit } from '../../audit/record-audit';
import { applyChange, basisOf } from './change-kinds';
import { changeOf, toChangeRequestView, type ChangeRequestRow } from './change-request-view';

type Decision = 'approve' | 'reject' | 'withdraw';

const DECIDED_STATE: Record<Decision, ChangeRequestState> = {
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
};

/**
 * 承認: by an operator other than the requester, once, while the request is pending, unexpired and
 * its basis still holds; the change takes effect in the same transaction that marks it approved.
 * The request row is locked first, so of two approvals at once the second waits and then finds it
 * decided.
 */
export async function approveChange(db: Db, operator: OperatorContext, id: number, now = new Date()) {
  return decide(db, operator, id, 'approve', now);
}

/** 却下: by an operator other than the requester. */
export async function rejectChange(db: Db, operator: OperatorContext, id: number, now = new Date()) {
  return decide(db, operator, id, 'reject', now);
}

/** 取り下げ: by the requester alone. */
export async function withdrawChange(db: Db, operator: OperatorContext, id: number, now = new Date()) {
  return decide(db, operator, id, 'withdraw', now);
}

async function decide(
  db: Db,
  operator: OperatorContext,
  id: number,
  decision: Decision,
  now: Date,
): Promise<AdminChangeRequest> {
  // An expired request is marked so (and that is kept) before the refusal is thrown.
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(changeRequests).where(eq(changeRequests.id, id)).for('update');
    if (!row) throw new AppError('C_SH_002', { message: '指定された申請は存在しません。' });
    const state = changeRequestStateAt({ state: row.state as ChangeRequestState, expiresAt: row.expiresAt }, now);
    if (state === 'expired' && row.state === 'pending') {
      await tx.update(changeRequests).set({ state: 'expired' }).where(eq(changeRequests.id, id));
      return { refused: row };
    }
    if (state !== 'pending') {
      throw new AppError('C_SH_006', {
        message: `この申請は既に${CHANGE_REQUEST_STATE_NAMES[state]}です（${row.decidedByLoginId ?? row.requestedByLoginId}）。`,
      });
    }
    checkWho(row, operator, decision);
    const afterCommit = decision === 'approve' ? await takeEffect(db, tx, row, operator) : undefined;
    const [decided] = await tx
      .update(changeRequests)
      .set({
        state: DECIDED_STATE[decision],
        decidedBy: operator.operatorId,
        decidedByLoginId: operator.loginId,
        decidedAt: now,
      })
      .where(eq(changeRequests.id, id))
      .returning();
    await recordAudit(tx, {
      actor: consoleActor(operator),
      action: `change-request.${decision}`,
      entity: 'change_request',
      entityId: id,
      before: { state: 'pending' },
      after: {
        kind: row.kind,
        params: row.params,
        state: DECIDED_STATE[decision],
        requestedBy: `console:${row.requestedByLoginId}`,
        decidedBy: actorId(consoleActor(operator)),
      },
    });
    return { decided: decided!, afterCommit };
  });
  if ('refused' in outcome) {
    throw new AppError('C_SH_006', {
      message: `この申請は有効期限（申請から一定時間）を過ぎたため、期限切れになりました。必要なら改めて申請してください。`,
    });
  }
  outcome.afterCommit?.();
  return toChangeRequestView(outcome.decided, operator.operatorId, now);
}

function checkWho(row: ChangeRequestRow, operator: OperatorContext, decision: Decision): void {
  const own = row.requestedBy === operator.operatorId;
  if (decision === 'withdraw' && !own) {
    throw new AppError('C_SH_004', { message: '申請を取り下げられるのは申請した運用者だけです。' });
  }
  if (decision !== 'withdraw' && own) {
    throw new AppError('C_SH_004', {
      message:
        decision === 'approve'
          ? '自分の申請は承認できません。別の運用者の承認が必要です。'
          : '自分の申請は却下できません。取り下げてください。',
    });
  }
}

async function takeEffect(db: Db, tx: Tx, row: ChangeRequestRow, operator: OperatorContext) {
  const change = changeOf(row);
  const basis = await basisOf(tx, change);
  if (JSON.stringify(basis) !== JSON.stringify(row.basis)) {
    throw new AppError('C_SH_006', {
      message: `申請の後に状態が変わったため、${changeTitle(change)}を承認できません。この申請を却下し、最新の状態で改めて申請してください。`,
    });
  }
  return applyChange(db, tx, consoleActor(operator), change);
}
