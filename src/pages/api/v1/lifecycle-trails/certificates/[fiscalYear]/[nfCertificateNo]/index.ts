import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { certificateTrailParams } from '@/lib/schemas/lifecycle-trails';
import { getCertificateTrail } from '@/lib/server/services/lifecycle-trails/get-certificate-trail';

export const GET = authedEndpoint(async ({ db, params, auth }) => {
  const { fiscalYear, nfCertificateNo } = parseWith(certificateTrailParams, params);
  return json(await getCertificateTrail(db, auth.organizationId, fiscalYear, nfCertificateNo));
});

export const ALL = methodNotAllowed;
