import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { bidResultCsvQuery } from '@/lib/schemas/bids';
import { exportBidResultsCsv } from '@/lib/server/services/bids/export-bid-results-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, bidResultCsvQuery);
  return fileResponse(exportBidResultsCsv(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
