import type { Executor } from '../../db';
import { auditLog } from '../../db/schema';

export type Actor =
  { type: 'user'; userId: number; loginId: string } | { type: 'operator'; name: string } | { type: 'system' };

export interface AuditEntry {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export function actorId(actor: Actor): string {
  if (actor.type === 'user') return `${actor.userId}:${actor.loginId}`;
  if (actor.type === 'operator') return actor.name;
  return 'system';
}

/** Written inside the caller's transaction, so a change and its audit row commit together. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: actorId(entry.actor),
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
