/*
 * The upload screen's limits and words without zod, so the console's upload page loads no schema
 * (decision 0021); admin-uploads.ts, the endpoints' schemas, re-exports them.
 */

/** Largest file the console takes (the CLI reads any size): about 300,000 rows of facility_id,volume. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'ファイルのサイズが上限（10 MB）を超えています。ファイルを分けて取り込んでください。';

export const UPLOAD_KIND_NAMES = {
  'fit-supply': 'FIT供給量',
  'fit-volume': 'FIT認定量',
  certification: '非FIT認定量',
} as const;
export type UploadKind = keyof typeof UPLOAD_KIND_NAMES;

/** The steps of a check or an import, as the screen names them. */
export const UPLOAD_PHASE_NAMES = { read: 'ファイルの読み込み', check: '行の確認', write: '書き込み' } as const;
export type UploadPhase = keyof typeof UPLOAD_PHASE_NAMES;

/**
 * Bad rows whose problems are listed one by one (screen, CLI, the import's refusal); the rest are
 * counted per kind. A file of 300,000 bad rows once answered with 28 MB of JSON and stalled the server.
 */
export const SHOWN_BAD_ROWS = 1000;

/** Bad rows beyond those listed one by one (the screen's and the CLI's "…ほか N 件"). */
export const unlistedBadRows = (report: { badRows: number; problems: readonly { line: number }[] }) =>
  report.badRows - new Set(report.problems.map((p) => p.line)).size;
