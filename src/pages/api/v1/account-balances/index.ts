import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { accountBalanceQuery } from '@/lib/schemas/accounts';
import { getAccountBalances } from '@/lib/server/services/accounts/get-account-balances';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, accountBalanceQuery);
  return json(await getAccountBalances(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
