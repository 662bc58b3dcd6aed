import { isApiError } from '../../lib/api-client/api-error';
import { genericMessage } from '../../lib/api-client/error-rules';
import type { HttpMethod } from '../../lib/api-client/types';
import { pushErrorMessage } from '../stores/messages';

/**
 * For a screen that catches its call's failure: API errors were already reported by the client;
 * an error without a response (network down) reaches the screen untouched, and gets the same
 * generic message here so the member is not left without feedback.
 */
export function reportFailure(error: unknown, method: HttpMethod): void {
  if (isApiError(error)) return;
  if (error instanceof Error && error.name === 'AbortError') return;
  pushErrorMessage(genericMessage(method));
}
