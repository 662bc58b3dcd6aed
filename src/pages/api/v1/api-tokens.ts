import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { apiTokenCreateRequest } from '@/lib/schemas/api-tokens';
import { createApiToken } from '@/lib/server/services/api-tokens/create-api-token';
import { listOwnApiTokens } from '@/lib/server/services/api-tokens/list-api-tokens';

export const GET = authedEndpoint(async ({ db, auth }) => json(await listOwnApiTokens(db, auth.userId)));

export const POST = authedEndpoint(async ({ db, auth, request, locals }) => {
  const body = await readJson(request, apiTokenCreateRequest);
  return json(await createApiToken(db, auth, body, locals.clientIp), 201);
});

export const ALL = methodNotAllowed;
