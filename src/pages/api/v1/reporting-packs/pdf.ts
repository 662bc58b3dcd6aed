import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { reportingPackQuery } from '@/lib/schemas/reporting-packs';
import { exportReportingPackPdf } from '@/lib/server/services/reporting-packs/export-pack-files';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, reportingPackQuery);
  return fileResponse(await exportReportingPackPdf(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
