import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { reportingPackConsumersQuery } from '@/lib/schemas/reporting-packs';
import { listPackConsumers } from '@/lib/server/services/reporting-packs/get-reporting-pack';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const { fiscalYear } = readQuery(url, reportingPackConsumersQuery);
  return json(await listPackConsumers(db, auth.organizationId, fiscalYear));
});

export const ALL = methodNotAllowed;
