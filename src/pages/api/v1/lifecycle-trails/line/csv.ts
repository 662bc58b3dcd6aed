import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { lineTrailCsvQuery } from '@/lib/schemas/lifecycle-trails';
import { exportLineTrailCsv } from '@/lib/server/services/lifecycle-trails/export-trail-files';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, lineTrailCsvQuery);
  return fileResponse(await exportLineTrailCsv(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
