import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { bidBuyRequest } from '@/lib/schemas/bids';
import { enterBuyBid } from '@/lib/server/services/bids/enter-buy-bid';

export const POST = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, bidBuyRequest);
  const answer = await enterBuyBid(db, auth, body, request.headers.get('idempotency-key'));
  return json(answer.body, answer.status);
});

export const ALL = methodNotAllowed;
