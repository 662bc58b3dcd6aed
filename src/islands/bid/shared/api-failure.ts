import { isApiError } from '../../api';
import { genericMessage } from '../../../lib/api-client/error-rules';
import type { HttpMethod } from '../../../lib/api-client/types';
import type { FieldError } from '../../../lib/errors/catalogue';
import { reportFailure } from '../../hooks/report-failure';
import { pushErrorMessage } from '../../stores/messages';

/** Bid entry and deletion: the screen explains the server's refusals itself (see useErrorPolicy). */
export const BUY_INSTANCE = 'POST /api/v1/bids/buy';
export const SELL_INSTANCE = 'POST /api/v1/bids/non-fit-sell';
export const DELETE_INSTANCE = 'DELETE /api/v1/bids';
export const SCREEN_POLICY = { ignore: true } as const;

export interface Refusal {
  status: number;
  message: string;
  fieldErrors: FieldError[];
}

/**
 * A refused entry (403 not participating, 409 closed or volume taken, 422 band/format/volume)
 * comes back as a Refusal to show beside the form. Anything else gets the catalogue's generic
 * message, since the instance is left out of the generic handling while the screen is mounted.
 */
export function refusalOf(error: unknown, method: HttpMethod): Refusal | null {
  if (!isApiError(error)) {
    reportFailure(error, method);
    return null;
  }
  if (error.navigated || error.status === 401 || error.status === 503) return null;
  if (error.status === 403 || error.status === 409 || error.status === 422 || error.status === 404) {
    return { status: error.status, message: error.message || genericMessage(method), fieldErrors: error.errors ?? [] };
  }
  pushErrorMessage(genericMessage(method));
  return null;
}
