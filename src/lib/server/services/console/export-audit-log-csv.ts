import type { z } from 'zod';
import type { Executor } from '../../db';
import type { adminAuditCsvQuery } from '@/lib/schemas/admin-audit';
import { findAuditRows, type AuditCursor, type AuditLogRow } from '../../repositories/audit-log';
import { keysetBatches } from '../../repositories/keyset';
import { AUDIT_CSV_COLUMNS } from '../../reports/csv/audit-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';
import { auditScopeOf, presentAuditRow } from './audit-log-rows';

/** 監査ログ CSV: every filtered row, newest first, read and sent one keyset batch at a time. */
export async function exportAuditLogCsv(
  db: Executor,
  query: z.infer<typeof adminAuditCsvQuery>,
  now = new Date(),
): Promise<FileDownload> {
  const { encoding, ...filters } = query;
  const scope = await auditScopeOf(db, filters);
  async function* rows() {
    const batches = keysetBatches<AuditLogRow, AuditCursor>(
      (after, limit) => findAuditRows(db, filters, scope, { after, limit }),
      (r) => ({ atUtc: r.atUtc, id: r.id }),
    );
    for await (const batch of batches) yield batch.map(presentAuditRow);
  }
  const day = jstCompactDate(now);
  return {
    fileName: `監査ログ_${day}.csv`,
    asciiFileName: `audit-log_${day}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(AUDIT_CSV_COLUMNS, rows(), encoding),
  };
}
