import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminFoldLotsRequest } from '@/lib/schemas/admin-lots';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { foldYearLots } from '@/lib/server/services/ledger/fold-lots';
import { withUploadProgress } from '@/lib/server/services/uploads/upload-progress';

/**
 * Folds a closed target year's lots into holdings and postings (one transaction); its progress is
 * read by the screen's progressId at /api/admin/uploads/progress, as a file import's is (0017).
 */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const { fiscalYear, progressId } = await readJson(request, adminFoldLotsRequest);
  return json(
    await withUploadProgress(db, operator.operatorId, progressId, (onProgress) =>
      foldYearLots(db, consoleActor(operator), fiscalYear, onProgress),
    ),
  );
});

export const ALL = methodNotAllowed;
