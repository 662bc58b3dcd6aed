import type { Executor } from '../../db';
import type { AuditFilters } from '@/lib/schemas/admin-audit';
import { resolveActorIds, resolveMember, type AuditScope } from '../../repositories/audit-scope';
import type { AuditCursor, AuditLogRow } from '../../repositories/audit-log';
import { auditActionLabel } from '@/lib/domain/audit/audit-labels';
import { auditContent } from '@/lib/domain/audit/audit-content';
import type { AuditRow } from '@/lib/schemas/admin-audit';
import { formatJstDateTime } from '../../time/jst-timestamp';

/** The 実行者 and 会員 filters resolved once per request, not once per batch. */
export async function auditScopeOf(db: Executor, f: AuditFilters): Promise<AuditScope> {
  return {
    actorIds: f.actor ? await resolveActorIds(db, f.actor) : undefined,
    member: f.memberNumber ? await resolveMember(db, f.memberNumber) : undefined,
  };
}

export function encodeAuditCursor(row: Pick<AuditLogRow, 'atUtc' | 'id'>): string {
  return `${row.atUtc}_${row.id}`;
}

/** The schema has checked the shape (adminAuditQuery's after). */
export function decodeAuditCursor(text: string | undefined): AuditCursor | undefined {
  if (!text) return undefined;
  const [atUtc, id] = text.split('_');
  return { atUtc: atUtc!, id: Number(id) };
}

/** One line of the screen and of the CSV: the same words in both. */
export function presentAuditRow(r: AuditLogRow): AuditRow {
  return {
    id: r.id,
    at: formatJstDateTime(r.at),
    actor: r.actorId,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    entity: r.entity,
    entityId: r.entityId,
    content: auditContent(r.before, r.after),
  };
}
