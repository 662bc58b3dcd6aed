import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { lineTrailQuery } from '@/lib/schemas/lifecycle-trails';
import { getLineTrail } from '@/lib/server/services/lifecycle-trails/get-line-trail';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, lineTrailQuery);
  return json(await getLineTrail(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
