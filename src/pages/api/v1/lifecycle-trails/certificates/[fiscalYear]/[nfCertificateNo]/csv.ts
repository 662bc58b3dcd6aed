import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith, readQuery } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { certificateTrailCsvQuery, certificateTrailParams } from '@/lib/schemas/lifecycle-trails';
import { exportCertificateTrailCsv } from '@/lib/server/services/lifecycle-trails/export-trail-files';

export const GET = authedEndpoint(async ({ db, params, url, auth }) => {
  const { fiscalYear, nfCertificateNo } = parseWith(certificateTrailParams, params);
  const { encoding } = readQuery(url, certificateTrailCsvQuery);
  return fileResponse(await exportCertificateTrailCsv(db, auth.organizationId, fiscalYear, nfCertificateNo, encoding));
});

export const ALL = methodNotAllowed;
