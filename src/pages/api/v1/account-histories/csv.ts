import { database } from '@/lib/server/db';
import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { accountHistoryCsvQuery } from '@/lib/schemas/accounts';
import { exportAccountHistoriesCsv } from '@/lib/server/services/accounts/export-account-histories-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, accountHistoryCsvQuery);
  const { exportPool } = await database();
  return fileResponse(exportAccountHistoriesCsv(db, auth.organizationId, query, new Date(), exportPool));
});

export const ALL = methodNotAllowed;
