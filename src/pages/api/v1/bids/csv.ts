import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { bidListCsvQuery } from '@/lib/schemas/bids';
import { exportBidsCsv } from '@/lib/server/services/bids/export-bids-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, bidListCsvQuery);
  return fileResponse(await exportBidsCsv(db, auth, query));
});

export const ALL = methodNotAllowed;
