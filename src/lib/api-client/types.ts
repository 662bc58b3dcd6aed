export type { HttpMethod } from '../errors/disposition';

/** Per-call choices a screen may make. */
export interface CallOptions {
  /** Reject without navigation, messages or stored errors (e.g. logout from the error page). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * The submission's Idempotency-Key (POST). A screen makes one per submission (newIdempotencyKey)
   * and sends it with every press of 登録, so a press after a lost answer replays the first answer
   * instead of registering twice. Without it each call gets a key of its own.
   */
  idempotencyKey?: string;
}

export interface PageParams {
  offset: number;
  limit: number;
  count: boolean;
}

/** Dates may be given as Date (converted to YYYY-MM-DD) or as the text itself. */
export type QueryDate = Date | string;

/** CSV exports choose the file's encoding: Shift_JIS for Excel (the server's default) or UTF-8. */
export type CsvEncoding = 'sjis' | 'utf8';
export type CsvParams = { encoding?: CsvEncoding };
