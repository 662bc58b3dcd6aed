import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminReofferFitRestsRequest } from '@/lib/schemas/admin-clearing';
import { reofferFitRests } from '@/lib/server/services/auctions/fit-supply-rests';

/** 売れ残りの再供給 (decision 0011): the same service as `ops reoffer-fit-rests`. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { marketNo, toMarketNo } = await readJson(request, adminReofferFitRestsRequest);
  return json(await reofferFitRests(db, consoleActor(operator), marketNo, toMarketNo));
});

export const ALL = methodNotAllowed;
