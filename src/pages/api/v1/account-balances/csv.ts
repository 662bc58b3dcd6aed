import { database } from '@/lib/server/db';
import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { accountBalanceCsvQuery } from '@/lib/schemas/accounts';
import { exportAccountBalancesCsv } from '@/lib/server/services/accounts/export-account-balances-csv';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, accountBalanceCsvQuery);
  const { exportPool } = await database();
  return fileResponse(exportAccountBalancesCsv(db, auth.organizationId, query, new Date(), exportPool));
});

export const ALL = methodNotAllowed;
