import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { adminUploadPreviewRequest } from '@/lib/schemas/admin-uploads';
import { previewUpload } from '@/lib/server/services/uploads/preview-upload';
import { UPLOAD_BODY_LIMIT } from '@/lib/server/services/uploads/upload-body';
import { inUploadSlot } from '@/lib/server/services/uploads/upload-slots';
import { withUploadProgress } from '@/lib/server/services/uploads/upload-progress';

/** The file checked row by row; nothing is written. */
export const POST = operatorEndpoint(async ({ db, operator, request }) => {
  const input = await readJson(request, adminUploadPreviewRequest, UPLOAD_BODY_LIMIT);
  return json(
    await inUploadSlot(() =>
      withUploadProgress(db, operator.operatorId, input.progressId, (onProgress) =>
        previewUpload(db, input, { onProgress }),
      ),
    ),
  );
});

export const ALL = methodNotAllowed;
