import type { z } from 'zod';
import type { Executor } from '../../db';
import type { AuthContext } from '../../auth/session-context';
import type { bidListCsvQuery } from '@/lib/schemas/bids';
import { bidListCsvColumns } from '../../reports/csv/bid-list-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { pageBatches } from '../../reports/csv/page-batches';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';
import { getCodes } from '../codes/get-codes';
import { listBids } from './list-bids';

/** 入札照会 CSV: every active bid of the member in the listed auction (as on the screen), by bid number. */
export async function exportBidsCsv(
  db: Executor,
  auth: Pick<AuthContext, 'organizationId' | 'session'>,
  query: z.infer<typeof bidListCsvQuery>,
  now = new Date(),
): Promise<FileDownload> {
  const { encoding, productCd, marketNo } = query;
  // The preferences are named from the code master, as the screen names them.
  const codes = await getCodes(db);
  const rows = pageBatches(async (offset, limit) => {
    const page = await listBids(db, auth, { productCd, marketNo, offset, limit, count: false }, now);
    return page.bidList;
  });
  const day = jstCompactDate(now);
  const which = marketNo === undefined ? `${productCd}` : `${productCd}_${marketNo}`;
  return {
    fileName: `入札照会_${which}_${day}.csv`,
    asciiFileName: `bids_${which}_${day}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(bidListCsvColumns(codes), rows, encoding),
  };
}
