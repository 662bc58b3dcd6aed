import type { ClientReactions } from '../../lib/api-client/config';
import { clearApiError, setApiError } from './api-errors';
import { clearClientState } from './clear';
import { pushErrorMessage } from './messages';
import { currentUserId } from './session';

/** The API client's reactions as the member screens show them: through the islands' stores. */
export const storeReactions: ClientReactions = {
  currentUserId,
  showScreenError: setApiError,
  clearScreenError: clearApiError,
  forgetMember: clearClientState,
  showMessage: pushErrorMessage,
};
