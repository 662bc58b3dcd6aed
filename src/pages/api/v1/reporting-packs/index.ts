import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { reportingPackQuery } from '@/lib/schemas/reporting-packs';
import { getReportingPack } from '@/lib/server/services/reporting-packs/get-reporting-pack';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, reportingPackQuery);
  return json(await getReportingPack(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
