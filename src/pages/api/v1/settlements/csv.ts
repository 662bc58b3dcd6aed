import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { settlementListCsvQuery } from '@/lib/schemas/settlements';
import { exportSettlementsCsv } from '@/lib/server/services/settlements/export-settlements-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, settlementListCsvQuery);
  return fileResponse(exportSettlementsCsv(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
