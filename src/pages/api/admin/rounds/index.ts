import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminCreateRoundRequest } from '@/lib/schemas/admin-rounds';
import { createRound } from '@/lib/server/services/auctions/create-round';
import { createdRound, listRounds } from '@/lib/server/services/console/list-rounds';

export const GET = operatorEndpoint(async ({ db }) => json({ rounds: await listRounds(db) }));

/** The CLI's `create-round`: the same input, rules and audit record. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const input = await readJson(request, adminCreateRoundRequest);
  const created = await createRound(db, consoleActor(operator), input);
  return json({ round: await createdRound(db, created) }, 201);
});

export const ALL = methodNotAllowed;
