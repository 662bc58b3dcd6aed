import type { Db } from '../../db';
import { PREVIEW_ROWS, type AdminUploadPreview, type UploadTarget } from '@/lib/schemas/admin-uploads';
import { formatJstDateTime } from '../../time/jst-timestamp';
import { earlierImport } from './earlier-import';
import { kindName, readUpload, targetOf } from './upload-file';
import type { ProgressSink } from './upload-progress';

/**
 * ファイル取込の確認: the file is read and every row checked exactly as the import (and the CLI)
 * will check it, and nothing is written. The answer carries the first rows, the totals, the first
 * bad rows with counts per kind over the whole file, and the token the import must present.
 */
export async function previewUpload(
  db: Db,
  input: { target: UploadTarget; fileName: string; content: string },
  { onProgress }: { onProgress?: ProgressSink } = {},
): Promise<AdminUploadPreview> {
  const file = await readUpload(input.target, input.content, onProgress);
  // The target is found (and refused when missing) in a short transaction; the rows are then
  // checked statement by statement on the pool, holding no connection between them (on the
  // embedded database a long transaction would keep every member's request waiting).
  const target = await db.transaction((tx) => targetOf(tx, input.target));
  const report = await target.problems(db, file.rows, onProgress);
  const importedAt = await earlierImport(db, file.token);
  return {
    kindName: kindName(input.target),
    targetText: target.targetText,
    fileName: input.fileName,
    encoding: file.encoding,
    firstRows: file.rows.slice(0, PREVIEW_ROWS),
    totals: file.totals,
    ...report,
    accepted: report.badRows === 0,
    token: file.token,
    importedAt: importedAt && formatJstDateTime(importedAt),
  };
}
