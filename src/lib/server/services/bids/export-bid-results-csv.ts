import type { z } from 'zod';
import type { Executor } from '../../db';
import type { bidResultCsvQuery } from '@/lib/schemas/bids';
import { BID_RESULT_CSV_COLUMNS } from '../../reports/csv/bid-result-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { pageBatches } from '../../reports/csv/page-batches';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';
import { getBidResults } from './get-bid-results';

/** 約定結果 CSV: the member's own bids in the cleared auctions of the conditions, newest auction first. */
export function exportBidResultsCsv(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof bidResultCsvQuery>,
  now = new Date(),
): FileDownload {
  const { encoding, ...filters } = query;
  const rows = pageBatches(async (offset, limit) => {
    const page = await getBidResults(db, organizationId, { ...filters, offset, limit, count: false });
    return page.bidResultList;
  });
  const day = jstCompactDate(now);
  return {
    fileName: `約定結果_${filters.fiscalYear}_${day}.csv`,
    asciiFileName: `bid-results_${filters.fiscalYear}_${day}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(BID_RESULT_CSV_COLUMNS, rows, encoding),
  };
}
