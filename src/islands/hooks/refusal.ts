import { isApiError } from '../../lib/api-client/api-error';
import { navigation } from '../../lib/api-client/config';
import { genericMessage } from '../../lib/api-client/error-rules';
import type { HttpMethod } from '../../lib/api-client/types';
import type { FieldError } from '../../lib/errors/catalogue';
import { pushErrorMessage, showSystemError } from '../stores/messages';

/**
 * The answers to a change (登録, 削除) that its screen explains itself, beside the form or on the
 * confirm step: 403 not allowed now (e.g. no longer taking part in the market), 404 no such member
 * or object, 409 changed meanwhile (auction closed, volume taken), 422 invalid.
 */
const ON_SCREEN: ReadonlySet<number> = new Set([403, 404, 409, 422]);

export interface Refusal {
  status: number;
  code: string;
  message: string;
  fieldErrors: FieldError[];
}

/** What a screen adds to the one rule (both optional; the member screens mostly need neither). */
export interface RefusalPolicy {
  /**
   * Further statuses the screen explains itself: 429 where a password is re-entered; for the
   * console, whose client is silent and which has no /close page, also 503 (the database away, the
   * MFA key missing) and 413.
   */
  alsoOnScreen?: readonly number[];
  /**
   * Where a 401 the client did not act on itself sends the browser: the console's client is silent,
   * so its session's end goes to its own sign-in page (/admin/login). The member client has already
   * gone to /login by then.
   */
  signInPage?: string;
}

/**
 * One rule for every screen that sends a change: a refusal to show, or null when there is nothing
 * for the screen to say (the client went to /login or /close, or the generic message was given).
 */
export function refusalOf(
  error: unknown,
  method: HttpMethod,
  { alsoOnScreen = [], signInPage }: RefusalPolicy = {},
): Refusal | null {
  if (!isApiError(error)) {
    noAnswer(error, method);
    return null;
  }
  if (error.navigated) return null;
  if (error.status === 401) {
    if (signInPage) navigation().assign(signInPage);
    return null;
  }
  if (error.status === 503 && !alsoOnScreen.includes(503)) return null;
  if (ON_SCREEN.has(error.status) || alsoOnScreen.includes(error.status)) {
    return {
      status: error.status,
      code: error.code,
      message: error.message || genericMessage(method),
      fieldErrors: error.errors ?? [],
    };
  }
  pushErrorMessage(genericMessage(method));
  return null;
}

/**
 * Decision 0016: a change that got no answer at all (the connection failed, or its answer never
 * came back) may or may not have been registered. The system error dialog says so with the spec's
 * generic message of the method, and must be closed before the member goes on, so a 登録 that did
 * arrive is checked, or replayed with the same key, rather than typed in again.
 */
function noAnswer(error: unknown, method: HttpMethod): void {
  if (error instanceof Error && error.name === 'AbortError') return;
  showSystemError(genericMessage(method));
}
