import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { operators } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { createOperatorSession, deleteOperatorSessionByToken } from '../../auth/operator-sessions';
import type { NewSession } from '../../auth/sessions';
import { consoleActor } from '../../auth/operator-context';
import { operatorStage, STAGE_HOME } from '@/lib/domain/admin-access';
import type { AdminSessionResponse } from '@/lib/schemas/admin';
import { recordAudit } from '../audit/record-audit';
import type { SessionInput } from '../auth/log-in';

export type OperatorRow = typeof operators.$inferSelect;

export interface OperatorSignedIn {
  session: NewSession;
  body: AdminSessionResponse;
}

export function adminSessionOf(operator: OperatorRow, mfaVerified: boolean): AdminSessionResponse {
  return {
    loginId: operator.loginId,
    displayName: operator.displayName,
    next: STAGE_HOME[operatorStage({ mfaVerified, mustChangePassword: operator.mustChangePassword })],
  };
}

/**
 * The operator login's own transaction, as the member's (openLoginSession): the old session ends,
 * a new one starts, both audited; with consumeTicket the row must still hold the password hash and
 * last login the code step's ticket was bound to, so one ticket opens one session.
 */
export async function openOperatorSession(
  db: Db,
  operator: OperatorRow,
  input: SessionInput,
  now: Date,
  { consumeTicket = false, mfaVerified }: { consumeTicket?: boolean; mfaVerified: boolean },
): Promise<OperatorSignedIn> {
  return db.transaction(async (tx) => {
    const unchanged = consumeTicket
      ? and(
          eq(operators.passwordHash, operator.passwordHash),
          operator.lastLoginAt ? eq(operators.lastLoginAt, operator.lastLoginAt) : isNull(operators.lastLoginAt),
        )
      : undefined;
    const moved = await tx
      .update(operators)
      .set({ lastLoginAt: now })
      .where(and(eq(operators.id, operator.id), unchanged))
      .returning({ id: operators.id });
    if (moved.length === 0) throw new AppError('C_AU_009');
    if (input.previousToken) await deleteOperatorSessionByToken(tx, input.previousToken);
    const session = await openSession(tx, operator, input, now, mfaVerified);
    await recordAudit(tx, {
      actor: consoleActor(operator),
      action: 'operator.login',
      entity: 'operator',
      entityId: operator.id,
      after: { ip: input.ip, secondFactor: mfaVerified },
    });
    return { session, body: adminSessionOf(operator, mfaVerified) };
  });
}

export function openSession(tx: Executor, operator: OperatorRow, input: SessionInput, now: Date, mfaVerified: boolean) {
  return createOperatorSession(tx, operator.id, input.policy, {
    ip: input.ip,
    userAgent: input.userAgent,
    now,
    mfaVerified,
  });
}

/** A refused sign-in (wrong password or code, locked operator) is audited too: the console's door is watched. */
export async function auditRefusedLogin(
  db: Db,
  action: 'operator.login-failed' | 'operator.login-locked',
  loginId: string,
  operator: OperatorRow | undefined,
  detail: { ip: string; step: 'password' | 'code' },
): Promise<void> {
  await recordAudit(db, {
    actor: { type: 'system' },
    action,
    entity: 'operator',
    entityId: operator?.id ?? '-',
    after: { loginId, knownOperator: Boolean(operator), ...detail },
  });
}
