import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { lineTrailQuery } from '@/lib/schemas/lifecycle-trails';
import { exportLineTrailPdf } from '@/lib/server/services/lifecycle-trails/export-trail-files';

export const GET = authedEndpoint(async ({ db, url, auth }) => {
  const query = readQuery(url, lineTrailQuery);
  return fileResponse(await exportLineTrailPdf(db, auth.organizationId, query));
});

export const ALL = methodNotAllowed;
