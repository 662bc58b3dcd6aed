import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { bidNonFitSellLinesRequest } from '@/lib/schemas/bids';
import { enterSellLines } from '@/lib/server/services/bids/enter-sell-lines';

export const POST = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, bidNonFitSellLinesRequest);
  const answer = await enterSellLines(db, auth, body, request.headers.get('idempotency-key'));
  return json(answer.body, answer.status);
});

export const ALL = methodNotAllowed;
