import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { consoleActor } from '@/lib/server/auth/operator-context';
import { adminUploadImportRequest } from '@/lib/schemas/admin-uploads';
import { importUpload } from '@/lib/server/services/uploads/import-upload';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/services/uploads/upload-body';
import { inUploadSlot } from '@/lib/server/services/uploads/upload-slots';
import { withUploadProgress } from '@/lib/server/services/uploads/upload-progress';

/** The previewed file written once (a repeat of its token writes nothing). */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const input = await readJson(request, adminUploadImportRequest, UPLOAD_BODY_LIMIT);
  return json(
    await inUploadSlot(() =>
      withUploadProgress(db, operator.operatorId, input.progressId, (onProgress) =>
        importUpload(db, consoleActor(operator), input, { onProgress }),
      ),
    ),
  );
});

export const ALL = methodNotAllowed;
