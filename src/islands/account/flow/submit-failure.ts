import { GENERIC_MESSAGE_POST, isApiError, type ApiError } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { pushErrorMessage } from '../../stores/messages';

/** Answers a confirm step explains on its own screen: validation, unknown member, state conflicts. */
const ON_SCREEN = new Set([404, 409, 422]);

/**
 * The confirm steps register an ignore policy for their POST so a 409 (volume taken meanwhile) is
 * not reported as the generic "check whether it was registered" message. This puts the refusal on
 * the screen, and gives everything else the generic POST message the client would have shown.
 */
export function screenErrorOf(error: unknown): ApiError | null {
  if (isApiError(error)) {
    if (error.navigated) return null;
    if (ON_SCREEN.has(error.status)) return error;
    pushErrorMessage(GENERIC_MESSAGE_POST);
    return null;
  }
  reportFailure(error, 'POST');
  return null;
}
