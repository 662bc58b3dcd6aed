import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { noContent } from '@/lib/server/http/respond';
import { apiTokenIdParam } from '@/lib/schemas/api-tokens';
import { revokeApiToken } from '@/lib/server/services/api-tokens/revoke-api-token';

export const DELETE = authedEndpoint(async ({ db, auth, params }) => {
  const { id } = parseWith(apiTokenIdParam, params);
  await revokeApiToken(db, auth, id);
  return noContent();
});

export const ALL = methodNotAllowed;
