import type { Executor } from '../../db';
import { auditLog } from '../../db/schema';
import { bulkInsert } from '../../db/bulk';
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
  logEvent(entry.action, logFields(entry));
}

function logFields(entry: AuditEntry) {
  return {
    actor: actorId(entry.actor),
    ...(entry.actor.type === 'user' && entry.actor.apiTokenId ? { apiTokenId: entry.actor.apiTokenId } : {}),
    entity: entry.entity,
    entityId: String(entry.entityId),
    ...(DETAIL_LOGGED.has(entry.action) && entry.after !== undefined ? { detail: entry.after } : {}),
  };
}

/** Many audit rows of one change (a multi-line sell) as one statement, each logged as recordAudit does. */
export async function recordAudits(tx: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await bulkInsert(tx, auditLog, {
    actorType: entries.map((e) => e.actor.type),
    actorId: entries.map((e) => actorId(e.actor)),
    action: entries.map((e) => e.action),
    entity: entries.map((e) => e.entity),
    entityId: entries.map((e) => String(e.entityId)),
    // As JSON text: each element of the jsonb[] parameter is then parsed alike on both drivers.
    before: entries.map((e) => jsonText(e.before)),
    after: entries.map((e) => jsonText(e.after)),
    apiTokenId: entries.map((e) => (e.actor.type === 'user' ? (e.actor.apiTokenId ?? null) : null)),
  });
  for (const entry of entries) logEvent(entry.action, logFields(entry));
}

function jsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
