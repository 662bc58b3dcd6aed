import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { accountBalanceNegotiateRequest } from '@/lib/schemas/accounts';
import { negotiateTransfer } from '@/lib/server/services/accounts/negotiate-transfer';

export const POST = authedEndpoint(async ({ db, auth, request }) => {
  const body = await readJson(request, accountBalanceNegotiateRequest);
  const answer = await negotiateTransfer(db, auth, body, request.headers.get('idempotency-key'));
  return json(answer.body, answer.status);
});

export const ALL = methodNotAllowed;
