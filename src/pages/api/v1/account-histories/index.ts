import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { accountHistoryQuery } from '@/lib/schemas/accounts';
import { getAccountHistories } from '@/lib/server/services/accounts/get-account-histories';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, accountHistoryQuery);
  return json(await getAccountHistories(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
