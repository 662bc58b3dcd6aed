import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { bidDeleteQuery, bidListQuery } from '@/lib/schemas/bids';
import { listBids } from '@/lib/server/services/bids/list-bids';
import { deleteBids } from '@/lib/server/services/bids/delete-bids';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, bidListQuery);
  return json(await listBids(db, auth, query));
});

/** The spec's delete call carries its parameters in the query: productCd, optional bidNo. */
export const DELETE = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, bidDeleteQuery);
  return json(await deleteBids(db, auth, query));
});

export const ALL = methodNotAllowed;
