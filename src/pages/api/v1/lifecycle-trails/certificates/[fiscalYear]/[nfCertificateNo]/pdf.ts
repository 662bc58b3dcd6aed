import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { certificateTrailParams } from '@/lib/schemas/lifecycle-trails';
import { exportCertificateTrailPdf } from '@/lib/server/services/lifecycle-trails/export-trail-files';

export const GET = authedEndpoint(async ({ db, params, auth }) => {
  const { fiscalYear, nfCertificateNo } = parseWith(certificateTrailParams, params);
  return fileResponse(await exportCertificateTrailPdf(db, auth.organizationId, fiscalYear, nfCertificateNo));
});

export const ALL = methodNotAllowed;
