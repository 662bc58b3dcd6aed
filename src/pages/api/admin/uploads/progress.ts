import { methodNotAllowed, operatorEndpoint } from '@/lib/server/http/endpoint';
import { readQuery } from '@/lib/server/http/read-request';
import { json } from '@/lib/server/http/respond';
import { AppError } from '@/lib/errors/app-error';
import { adminUploadProgressQuery } from '@/lib/schemas/admin-uploads';
import { readProgress } from '@/lib/server/services/uploads/upload-progress';

/** How far the operator's own check or import of that id has got (404 until its first report). */
export const GET = operatorEndpoint(async ({ db, operator, url }) => {
  const { id } = readQuery(url, adminUploadProgressQuery);
  const progress = await readProgress(db, { operatorId: operator.operatorId, progressId: id });
  if (!progress) throw new AppError('C_SH_008', { message: '進捗はまだありません。' });
  return json(progress);
});

export const ALL = methodNotAllowed;
