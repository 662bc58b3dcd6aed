import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { nfcListQuery } from '@/lib/schemas/nfcs';
import { listNfcs } from '@/lib/server/services/nfcs/list-nfcs';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, nfcListQuery);
  return json(await listNfcs(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
