import type { z } from 'zod';
import type { Executor } from '../../db';
import type { settlementListCsvQuery } from '@/lib/schemas/settlements';
import { SETTLEMENT_LIST_CSV_COLUMNS } from '../../reports/csv/settlement-list-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { pageBatches } from '../../reports/csv/page-batches';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';
import { listSettlements } from './list-settlements';

/** 精算書一覧 CSV: the member's own statements issued in the date range, newest first. */
export function exportSettlementsCsv(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof settlementListCsvQuery>,
  now = new Date(),
): FileDownload {
  const { encoding, ...filters } = query;
  const rows = pageBatches(async (offset, limit) => {
    const page = await listSettlements(db, organizationId, { ...filters, offset, limit, count: false });
    return page.settlementList;
  });
  const day = jstCompactDate(now);
  return {
    fileName: `精算書一覧_${day}.csv`,
    asciiFileName: `settlements_${day}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(SETTLEMENT_LIST_CSV_COLUMNS, rows, encoding),
  };
}
