import type { Executor } from '../../db';
import { auditLog } from '../../db/schema';
import { logEvent } from '../../logger';
import { actorId, type Actor } from '../../../domain/audit/actor';

// The services' one import for auditing; the rule itself is the domain's (repositories use it too).
export { actorId, type Actor };

export interface AuditEntry {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Audited actions whose after-values are operational figures (maintenance switch, business date,
 * clearing totals) and so go into the log line too. Others log identifiers only: their values
 * are confidential (sealed bid prices, transfer counterparties) or touch credentials.
 */
const DETAIL_LOGGED = new Set(['system.update', 'auction.clear']);

/**
 * Written inside the caller's transaction, so a change and its audit row commit together. This is
 * also the one place business events are logged (at info): the line is written as the change is,
 * and the request line with the same requestId says whether the request then succeeded.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: actorId(entry.actor),
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    apiTokenId: entry.actor.type === 'user' ? (entry.actor.apiTokenId ?? null) : null,
  });
  logEvent(entry.action, {
    actor: actorId(entry.actor),
    ...(entry.actor.type === 'user' && entry.actor.apiTokenId ? { apiTokenId: entry.actor.apiTokenId } : {}),
    entity: entry.entity,
    entityId: String(entry.entityId),
    ...(DETAIL_LOGGED.has(entry.action) && entry.after !== undefined ? { detail: entry.after } : {}),
  });
}
