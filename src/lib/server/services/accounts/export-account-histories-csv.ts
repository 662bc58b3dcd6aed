import type pg from 'pg';
import type { z } from 'zod';
import type { Executor } from '../../db';
import type { accountHistoryCsvQuery } from '@/lib/schemas/accounts';
import { findHistoryLines, type HistoryCursor, type HistoryLine } from '../../repositories/account-histories';
import { keysetBatches } from '../../repositories/keyset';
import { HISTORY_CSV_COLUMNS } from '../../reports/csv/history-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { copyCsvStream } from '../../reports/csv/copy-csv-stream';
import { historyCsvStatement } from '../../repositories/account-history-csv';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';

/** 履歴照会 CSV: every matching posting, newest first. */
export function exportAccountHistoriesCsv(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof accountHistoryCsvQuery>,
  now = new Date(),
  copyPool?: pg.Pool,
): FileDownload {
  const { encoding, ...filters } = query;
  // PostgreSQL formats the whole file in one COPY on the export pool; PGlite (one connection, no
  // COPY TO STDOUT stream) reads keyset batches. Both give the same bytes (tests/integration/csv-copy-identity).
  const keysetRows = () =>
    keysetBatches<HistoryLine, HistoryCursor>(
      (after, limit) => findHistoryLines(db, organizationId, filters, { after, limit }),
      (r) => ({ createdAtUtc: r.createdAtUtc, id: r.postingId }),
    );
  const day = jstCompactDate(now);
  return {
    fileName: `履歴照会_${filters.fiscalYear}_${day}.csv`,
    asciiFileName: `account-histories_${filters.fiscalYear}_${day}.csv`,
    contentType: csvContentType(encoding),
    body: copyPool
      ? copyCsvStream(copyPool, historyCsvStatement(organizationId, filters), encoding)
      : csvStream(HISTORY_CSV_COLUMNS, keysetRows(), encoding),
  };
}
