import { eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { organizations, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface NewSession {
  token: string;
  csrfToken: string;
  idHash: string;
}

/** Last-seen is written at most this often, so that reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Executor,
  userId: number,
  policy: SessionPolicy,
  meta: SessionMeta,
): Promise<NewSession> {
  const { session, row } = newSessionRow(policy, meta);
  await db.insert(sessions).values({ ...row, userId });
  return session;
}

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
  now: Date;
}

/** A fresh token pair and the row columns every kind of session shares (members' and operators'). */
export function newSessionRow(policy: SessionPolicy, meta: SessionMeta) {
  const token = randomToken();
  const csrfToken = randomToken();
  const idHash = sha256Hex(token);
  return {
    session: { token, csrfToken, idHash },
    row: {
      idHash,
      csrfToken,
      createdAt: meta.now,
      lastSeenAt: meta.now,
      expiresAt: new Date(meta.now.getTime() + policy.maxHours * 3_600_000),
      ip: meta.ip?.slice(0, 100),
      userAgent: meta.userAgent?.slice(0, 300),
    },
  };
}

/** Ended (idle too long or past its end), due for a last-seen write, or fresh. */
export function sessionLiveness(
  row: { lastSeenAt: Date; expiresAt: Date },
  policy: SessionPolicy,
  now: Date,
): 'ended' | 'touch' | 'fresh' {
  const idleLimit = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (now.getTime() >= idleLimit || now.getTime() >= row.expiresAt.getTime()) return 'ended';
  return now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS ? 'touch' : 'fresh';
}

export interface LiveSession {
  idHash: string;
  userId: number;
  csrfToken: string;
  user: typeof users.$inferSelect;
  organization: typeof organizations.$inferSelect;
}

function buildLiveSessionQuery(db: Executor) {
  return db
    .select({ session: sessions, user: users, organization: organizations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_live_session');
}

const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof buildLiveSessionQuery>>();

/**
 * Built once per database handle and prepared by name: Drizzle no longer rebuilds the SQL on every
 * request, and PostgreSQL parses and plans it once per connection (node-postgres keeps named
 * statements per connection).
 */
function liveSessionQuery(db: Executor) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  return query;
}

/**
 * The session behind a cookie token with its user and organization, in one statement (it runs
 * before every signed-in request), or undefined when unknown, idle too long or past its end.
 */
export async function findLiveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<LiveSession | undefined> {
  const idHash = sha256Hex(token);
  const [found] = await liveSessionQuery(db).execute({ idHash });
  if (!found) return undefined;
  const row = found.session;
  const liveness = sessionLiveness(row, policy, now);
  if (liveness === 'ended') {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (liveness === 'touch') await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  return { idHash, userId: row.userId, csrfToken: row.csrfToken, user: found.user, organization: found.organization };
}

export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
}

export async function deleteSessionsOfUser(db: Executor, userId: number, exceptIdHash?: string): Promise<void> {
  const all = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  for (const s of all) {
    if (s.idHash !== exceptIdHash) await db.delete(sessions).where(eq(sessions.idHash, s.idHash));
  }
}

/** Sessions that can never be used again (idle too long or past their end); returns how many went. */
export async function purgeExpiredSessions(db: Executor, policy: SessionPolicy, now: Date): Promise<number> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, idleCutoff), lt(sessions.expiresAt, now)))
    .returning({ idHash: sessions.idHash });
  return gone.length;
}
