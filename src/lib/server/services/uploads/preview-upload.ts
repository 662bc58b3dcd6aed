import type { Db } from '../../db';
import { PREVIEW_ROWS, type AdminUploadPreview, type UploadTarget } from '@/lib/schemas/admin-uploads';
import { formatJstDateTime } from '../../time/jst-timestamp';
import { earlierImport } from './earlier-import';
import { kindName, readUpload, targetOf } from './upload-file';
import type { ProgressSink } from './upload-progress';

/**
 * ファイル取込の確認: the file is read and every row checked exactly as the import (and the CLI)
 * will check it, and nothing is written. The answer carries the first rows, the totals, every bad
 * row, and the token the import must present.
 */
export async function previewUpload(
  db: Db,
  input: { target: UploadTarget; fileName: string; content: string },
  { onProgress }: { onProgress?: ProgressSink } = {},
): Promise<AdminUploadPreview> {
  const file = readUpload(input.target, input.content, onProgress);
  const { targetText, problems } = await db.transaction(async (tx) => {
    const target = await targetOf(tx, input.target);
    return { targetText: target.targetText, problems: await target.problems(file.rows, onProgress) };
  });
  const importedAt = await earlierImport(db, file.token);
  return {
    kindName: kindName(input.target),
    targetText,
    fileName: input.fileName,
    encoding: file.encoding,
    firstRows: file.rows.slice(0, PREVIEW_ROWS),
    totals: file.totals,
    problems,
    accepted: problems.length === 0,
    token: file.token,
    importedAt: importedAt && formatJstDateTime(importedAt),
  };
}
