import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { nfcPdfParams } from '@/lib/schemas/nfcs';
import { getNfcPdf } from '@/lib/server/services/nfcs/get-nfc-pdf';

export const GET = authedEndpoint(async ({ db, params, auth }) => {
  const { fiscalYear, nfCertificateNo } = parseWith(nfcPdfParams, params);
  return fileResponse(await getNfcPdf(db, auth.organizationId, fiscalYear, nfCertificateNo));
});

export const ALL = methodNotAllowed;
