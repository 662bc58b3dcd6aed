import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { marketCurveQuery } from '@/lib/schemas/bids';
import { getMarketCurve } from '@/lib/server/services/bids/get-market-curve';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const { marketNo } = readQuery(url, marketCurveQuery);
  return json(await getMarketCurve(db, auth.organizationId, marketNo));
});

export const ALL = methodNotAllowed;
