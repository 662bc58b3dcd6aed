import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditLog, organizations, users } from '../db/schema';
import { rowsOf } from '../db/raw-rows';
import { actorId } from '../../domain/audit/actor';

/** What the 実行者 and 会員 filters mean, resolved to the values the audit rows carry. */
export interface AuditScope {
  /** actor_id values that match the 実行者 filter (absent: no 実行者 filter). */
  actorIds?: string[];
  /** The member's organization, its users' ids and their actor_id values (absent: no 会員 filter). */
  member?: { memberNumber: string; organizationId: number | null; userIds: string[]; userActorIds: string[] };
}

/**
 * A member user acts as "<user id>:<login id>" (recordAudit), so the 実行者 filter takes the
 * stored value as typed, a member user's login id or numeric id, or an operator's login id
 * (console:… / ops:…), and becomes a list of exact actor_id values an index can look up.
 */
export async function resolveActorIds(db: Executor, actor: string): Promise<string[]> {
  const ids = new Set([actor]);
  if (!actor.includes(':')) {
    ids.add(`console:${actor}`);
    ids.add(`ops:${actor}`);
  }
  const numeric = /^\d{1,9}$/.test(actor) ? Number(actor) : undefined;
  const matches = await db
    .select({ id: users.id, loginId: users.loginId })
    .from(users)
    .where(numeric === undefined ? eq(users.loginId, actor) : or(eq(users.loginId, actor), eq(users.id, numeric)));
  for (const u of matches) ids.add(actorId({ type: 'user', userId: u.id, loginId: u.loginId }));
  // Only the candidates that occur (one index probe each): a single actor_id is read in index
  // order and stops after a page, where a list of several would be read whole and sorted.
  const present = await rowsOf<{ id: string }>(
    db,
    sql`
    select c.id from unnest(array[${sql.join(
      [...ids].map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) as c(id)
    where exists (select 1 from ${auditLog} where ${auditLog.actorId} = c.id)`,
  );
  return present.length ? present.map((r) => r.id) : [actor];
}

/** The member's organization and users; an unknown member number matches no row. */
export async function resolveMember(db: Executor, memberNumber: string): Promise<NonNullable<AuditScope['member']>> {
  const rows = await db
    .select({ organizationId: organizations.id, userId: users.id, loginId: users.loginId })
    .from(organizations)
    .leftJoin(users, eq(users.organizationId, organizations.id))
    .where(sql`${organizations.memberNumber} = ${memberNumber} and not ${organizations.isSystem}`);
  const members = rows.filter((r) => r.userId !== null);
  return {
    memberNumber,
    organizationId: rows[0]?.organizationId ?? null,
    userIds: members.map((r) => String(r.userId)),
    userActorIds: members.map((r) => actorId({ type: 'user', userId: r.userId!, loginId: r.loginId! })),
  };
}
