import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { nfcListCsvQuery } from '@/lib/schemas/nfcs';
import { exportNfcsCsv } from '@/lib/server/services/nfcs/export-nfcs-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, nfcListCsvQuery);
  return fileResponse(exportNfcsCsv(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
