import { z } from 'zod';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from './admin-upload-words';

export {
  SHOWN_BAD_ROWS,
  unlistedBadRows,
  UPLOAD_KIND_NAMES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  type UploadKind,
  type UploadPhase,
} from './admin-upload-words';

/** Rows of the file shown in the preview. */
export const PREVIEW_ROWS = 20;

const marketNo = z.coerce
  .number({ error: '市場番号を指定してください。' })
  .int('市場番号は整数で指定してください。')
  .min(100_000, '市場番号は6桁で指定してください。')
  .max(999_999, '市場番号は6桁で指定してください。');

const fiscalYear = z.coerce
  .number({ error: '年度を指定してください。' })
  .int('年度は整数で指定してください。')
  .min(2000, '年度は2000～2100で指定してください。')
  .max(2100, '年度は2000～2100で指定してください。');

/**
 * What the file is loaded into: a FIT auction, one member's certified class, or the FIT facilities'
 * FIT volumes of a target year (the CLI's options of load-fit-supply, certify, load-fit-volumes).
 */
export const uploadTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fit-supply'), marketNo }),
  z.object({ kind: z.literal('fit-volume'), fiscalYear }),
  z.object({
    kind: z.literal('certification'),
    memberNumber: z.string().trim().min(1, '会員番号を指定してください。').max(20),
    fiscalYear,
    productCd: z.coerce
      .number()
      .pipe(z.union([z.literal(2), z.literal(3)], { error: '商品は 2（再エネ指定あり）か 3（再エネ指定なし）です。' })),
  }),
]);
export type UploadTarget = z.infer<typeof uploadTarget>;

const file = {
  fileName: z.string().trim().min(1, 'ファイルを選択してください。').max(255),
  /** The file's bytes as base64 (UTF-8 with or without BOM, or Shift_JIS as Excel saves it). */
  content: z
    .string()
    .min(1, 'ファイルが空です。')
    .max(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4, UPLOAD_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'ファイルの内容を読み取れません。'),
};

/**
 * A random id the screen makes for one check or import, to poll its progress by while the request
 * runs (GET /api/admin/uploads/progress?id=…). Optional: the CLI and scripts send none.
 */
const progressId = z.uuid('進捗の識別子が正しくありません。').optional();

export const adminUploadPreviewRequest = z.object({ target: uploadTarget, ...file, progressId });
/** The import repeats the file with the token its preview answered: a changed file is refused. */
export const adminUploadImportRequest = z.object({
  target: uploadTarget,
  ...file,
  token: z.string().regex(/^[0-9a-f]{64}$/, '確認結果が正しくありません。もう一度ファイルを確認してください。'),
  progressId,
});

/**
 * How far a check or import has got: rows read or checked of the file's rows (read, check), or
 * statements written of those the import needs (write).
 */
export const uploadProgress = z.object({
  phase: z.enum(['read', 'check', 'write']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type UploadProgress = z.infer<typeof uploadProgress>;

export const adminUploadProgressQuery = z.object({ id: z.uuid('進捗の識別子が正しくありません。') });

export const uploadProblem = z.object({ line: z.number(), column: z.string(), message: z.string() });
export type UploadProblem = z.infer<typeof uploadProblem>;

/** One kind of problem (its column and message) and how many rows of the whole file have it. */
export const problemKind = z.object({ column: z.string(), message: z.string(), rows: z.number() });
export type ProblemKind = z.infer<typeof problemKind>;

/** The bad rows of a file: the first SHOWN_BAD_ROWS rows' problems, and counts over all of it. */
export const problemReport = z.object({
  /** The problems of the first SHOWN_BAD_ROWS bad rows, in line order. */
  problems: z.array(uploadProblem),
  /** Bad rows in the whole file (0: the file passes). */
  badRows: z.number(),
  /** Each kind of problem in the whole file, in the order first met. */
  problemKinds: z.array(problemKind),
});
export type ProblemReport = z.infer<typeof problemReport>;

const totals = z.object({ rows: z.number(), facilities: z.number(), totalVolume: z.number() });
export type UploadTotals = z.infer<typeof totals>;

/** The check of a file before anything is written: its first rows, totals and its bad rows. */
export const adminUploadPreviewResponse = problemReport.extend({
  kindName: z.string(),
  targetText: z.string(),
  fileName: z.string(),
  encoding: z.string(),
  firstRows: z.array(z.object({ line: z.number(), facilityId: z.string(), volume: z.string() })),
  totals,
  /** No bad row: the file may be imported with this token (the hash of target and bytes). */
  accepted: z.boolean(),
  token: z.string(),
  /** The same file was already imported into the same target: importing again writes nothing. */
  importedAt: z.string().nullable(),
});
export type AdminUploadPreview = z.infer<typeof adminUploadPreviewResponse>;

export const adminUploadImportResponse = z.object({
  /** False when this file had already been imported: nothing was written this time. */
  imported: z.boolean(),
  importedAt: z.string(),
  kindName: z.string(),
  targetText: z.string(),
  totals,
});
export type AdminUploadImport = z.infer<typeof adminUploadImportResponse>;
