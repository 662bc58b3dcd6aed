import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditLog } from '../db/schema';
import { rowsOf } from '../db/raw-rows';
import type { AuditFilters } from '../../schemas/admin-audit';
import { jstDayEnd, jstDayStart } from '../time/jst-timestamp';
import type { AuditScope } from './audit-scope';

export type AuditCursor = { atUtc: string; id: number };

export interface AuditLogRow {
  id: number;
  at: Date;
  atUtc: string;
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Rows that concern a member: its users acted, or the row is about its organization or one of its
 * users (operators creating, locking, resetting them), or an operator certified its volume
 * (ledger.certify records the member number). A clearing or a counterparty's transfer, which
 * concern many members at once, are not attributed to one.
 */
function memberWhere(member: NonNullable<AuditScope['member']>): SQL {
  const clauses: SQL[] = [
    sql`${auditLog.action} = 'ledger.certify' and ${auditLog.after} ->> 'memberNumber' = ${member.memberNumber}`,
  ];
  if (member.userActorIds.length) clauses.push(inArray(auditLog.actorId, member.userActorIds));
  if (member.userIds.length)
    clauses.push(and(eq(auditLog.entity, 'user'), inArray(auditLog.entityId, member.userIds))!);
  if (member.organizationId !== null) {
    clauses.push(and(eq(auditLog.entity, 'organization'), eq(auditLog.entityId, String(member.organizationId)))!);
  }
  return or(...clauses)!;
}

function auditWhere(f: AuditFilters, scope: AuditScope): SQL | undefined {
  return and(
    scope.actorIds ? inArray(auditLog.actorId, scope.actorIds) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    scope.member ? memberWhere(scope.member) : undefined,
    f.dateFrom ? gte(auditLog.at, jstDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(auditLog.at, jstDayEnd(f.dateTo)) : undefined,
  );
}

/** Newest first; a page or batch starts after the cursor, so inserts meanwhile never shift it. */
export async function findAuditRows(
  db: Executor,
  f: AuditFilters,
  scope: AuditScope,
  window: { after: AuditCursor | undefined; limit: number },
): Promise<AuditLogRow[]> {
  const where = and(
    auditWhere(f, scope),
    window.after
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${window.after.atUtc}::timestamptz, ${window.after.id})`
      : undefined,
  );
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      // Microseconds kept: a JavaScript Date would round them away and the next page repeat or skip rows.
      atUtc: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorId: auditLog.actorId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit);
}

/**
 * The distinct actions present, read as a skip scan over the action index (one index probe per
 * action) instead of a DISTINCT over every row.
 */
export async function findAuditActions(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ action: string }>(
    db,
    sql`
    with recursive a(action) as (
      (select action from audit_log order by action limit 1)
      union all
      select (select l.action from audit_log l where l.action > a.action order by l.action limit 1)
      from a where a.action is not null
    )
    select action from a where action is not null`,
  );
  return rows.map((r) => r.action);
}
