import type { Executor } from '../../db';
import type { AdminAuditPage, AdminAuditQuery } from '@/lib/schemas/admin-audit';
import { findAuditActions, findAuditRows } from '../../repositories/audit-log';
import { auditScopeOf, decodeAuditCursor, encodeAuditCursor, presentAuditRow } from './audit-log-rows';

const AUDIT_PAGE_SIZE = 50;

/**
 * One page of 監査ログ, newest first. Keyset paging: a page costs the same however far back it
 * is, and rows written while an operator pages never shift a page into a repeat or a gap.
 */
export async function listAuditLog(db: Executor, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const { after, ...filters } = query;
  const scope = await auditScopeOf(db, filters);
  const rows = await findAuditRows(db, filters, scope, {
    after: decodeAuditCursor(after),
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    rows: page.map(presentAuditRow),
    next: rows.length > AUDIT_PAGE_SIZE && last ? encodeAuditCursor(last) : null,
  };
}

/** The audited actions there are, for the 監査ログ screen's action filter. */
export function listAuditActions(db: Executor): Promise<string[]> {
  return findAuditActions(db);
}
