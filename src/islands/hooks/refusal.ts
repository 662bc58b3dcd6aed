import { isApiError } from '../api';
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

/**
 * One rule for every screen that sends a change: a refusal to show, or null when there is nothing
 * for the screen to say (the client went to /login or /close, or the generic message was given).
 * `alsoOnScreen`: further statuses a screen explains itself (429 where a password is re-entered).
 */
export function refusalOf(error: unknown, method: HttpMethod, alsoOnScreen: readonly number[] = []): Refusal | null {
  if (!isApiError(error)) {
    noAnswer(error, method);
    return null;
  }
  if (error.navigated || error.status === 401 || error.status === 503) return null;
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
