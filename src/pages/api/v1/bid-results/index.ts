import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { bidResultQuery } from '@/lib/schemas/bids';
import { getBidResults } from '@/lib/server/services/bids/get-bid-results';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, bidResultQuery);
  return json(await getBidResults(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
