/*
 * The upload screen's limits and words without zod, so the console's upload page loads no schema
 * (decision 0021); admin-uploads.ts, the endpoints' schemas, re-exports them.
 */

/** Largest file the console takes (the CLI reads any size): about 300,000 rows of facility_id,volume. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'ファイルのサイズが上限（10 MB）を超えています。ファイルを分けて取り込んでください。';

export const UPLOAD_KIND_NAMES = { 'fit-supply': 'FIT供給量', certification: '非FIT認定量' } as const;
export type UploadKind = keyof typeof UPLOAD_KIND_NAMES;

/** The steps of a check or an import, as the screen names them. */
export const UPLOAD_PHASE_NAMES = { read: 'ファイルの読み込み', check: '行の確認', write: '書き込み' } as const;
export type UploadPhase = keyof typeof UPLOAD_PHASE_NAMES;
