import type { z } from 'zod';
import type { Executor } from '../../db';
import type { nfcListCsvQuery } from '@/lib/schemas/nfcs';
import { NFC_LIST_CSV_COLUMNS } from '../../reports/csv/nfc-list-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { pageBatches } from '../../reports/csv/page-batches';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';
import { listNfcs } from './list-nfcs';

/** 証書一覧 CSV: the member's own certificates issued in the date range, newest first. */
export function exportNfcsCsv(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof nfcListCsvQuery>,
  now = new Date(),
): FileDownload {
  const { encoding, ...filters } = query;
  const rows = pageBatches(async (offset, limit) => {
    const page = await listNfcs(db, organizationId, { ...filters, offset, limit, count: false });
    return page.nfcList;
  });
  const day = jstCompactDate(now);
  return {
    fileName: `証書一覧_${filters.fiscalYear}_${day}.csv`,
    asciiFileName: `nfcs_${filters.fiscalYear}_${day}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(NFC_LIST_CSV_COLUMNS, rows, encoding),
  };
}
