import { authedEndpoint, methodNotAllowed } from '@/lib/server/http/endpoint';
import { parseWith } from '@/lib/server/http/read-request';
import { fileResponse } from '@/lib/server/http/file-response';
import { settlementPdfParams } from '@/lib/schemas/settlements';
import { getSettlementPdf } from '@/lib/server/services/settlements/get-settlement-pdf';

export const GET = authedEndpoint(async ({ db, params, auth }) => {
  const { statementNo } = parseWith(settlementPdfParams, params);
  return fileResponse(await getSettlementPdf(db, auth.organizationId, statementNo));
});

export const ALL = methodNotAllowed;
