import { eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../db';
import { operators, operatorSessions } from '../db/schema';
import { newSessionRow, sessionLiveness, type NewSession, type SessionMeta, type SessionPolicy } from './sessions';
import { sha256Hex } from './tokens';

/** Operator sessions: the member sessions' rules (hashed token, idle and absolute end) in their own table. */
export async function createOperatorSession(
  db: Executor,
  operatorId: number,
  policy: SessionPolicy,
  meta: SessionMeta & { mfaVerified: boolean },
): Promise<NewSession> {
  const { session, row } = newSessionRow(policy, meta);
  await db.insert(operatorSessions).values({ ...row, operatorId, mfaVerifiedAt: meta.mfaVerified ? meta.now : null });
  return session;
}

export interface LiveOperatorSession {
  idHash: string;
  csrfToken: string;
  mfaVerified: boolean;
  operator: typeof operators.$inferSelect;
}

/** The session behind an operator cookie with its operator, or undefined when unknown or ended. */
export async function findLiveOperatorSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<LiveOperatorSession | undefined> {
  const idHash = sha256Hex(token);
  const [found] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.idHash, idHash))
    .limit(1);
  if (!found) return undefined;
  const liveness = sessionLiveness(found.session, policy, now);
  const byId = eq(operatorSessions.idHash, idHash);
  if (liveness === 'ended') {
    await db.delete(operatorSessions).where(byId);
    return undefined;
  }
  if (liveness === 'touch') await db.update(operatorSessions).set({ lastSeenAt: now }).where(byId);
  return {
    idHash,
    csrfToken: found.session.csrfToken,
    mfaVerified: found.session.mfaVerifiedAt !== null,
    operator: found.operator,
  };
}

export async function deleteOperatorSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, sha256Hex(token)));
}

export async function deleteOperatorSessions(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function purgeExpiredOperatorSessions(db: Executor, policy: SessionPolicy, now: Date): Promise<number> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const gone = await db
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.lastSeenAt, idleCutoff), lt(operatorSessions.expiresAt, now)))
    .returning({ idHash: operatorSessions.idHash });
  return gone.length;
}
