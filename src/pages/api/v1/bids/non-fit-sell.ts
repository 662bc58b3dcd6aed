import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { bidNonFitSellRequest } from '@/lib/schemas/bids';
import { enterSellBid } from '@/lib/server/services/bids/enter-sell-bid';

export const POST = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, bidNonFitSellRequest);
  const answer = await enterSellBid(db, auth, body, request.headers.get('idempotency-key'));
  return json(answer.body, answer.status);
});

export const ALL = methodNotAllowed;
