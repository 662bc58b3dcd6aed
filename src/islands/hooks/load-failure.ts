import { isApiError } from '../../lib/api-client/api-error';
import { SCREEN_NOT_FOUND_CODES } from '../../lib/api-client/error-rules';
import { reportFailure } from './report-failure';

/** Shown in place of data that could not be loaded: never an empty list, which would look like "none". */
export const LOAD_FAILED_TEXT = 'データを取得できませんでした。時間をおいてもう一度お試しください。';

/**
 * What a screen shows instead of the data a GET could not bring: the server's own words when it
 * refused this request (422, 404 "no such …", or a code the screen explains itself), otherwise
 * `fallback` (the client or reportFailure has given the generic message already).
 */
export function loadFailureOf(error: unknown, fallback = LOAD_FAILED_TEXT, ownCodes: readonly string[] = []): string {
  if (isApiError(error)) {
    const explained =
      error.status === 422 ||
      (error.status === 404 && SCREEN_NOT_FOUND_CODES.includes(error.code)) ||
      ownCodes.includes(error.code);
    if (explained) return [...new Set([error.message, ...(error.errors ?? []).map((e) => e.message)])].join(' ');
  }
  reportFailure(error, 'GET');
  return fallback;
}
