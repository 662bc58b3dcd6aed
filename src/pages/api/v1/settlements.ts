import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { settlementListQuery } from '@/lib/schemas/settlements';
import { listSettlements } from '@/lib/server/services/settlements/list-settlements';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, settlementListQuery);
  return json(await listSettlements(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
