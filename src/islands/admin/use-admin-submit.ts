import { useState } from 'react';
import { navigation } from '../../lib/api-client/config';
import { placeFieldErrors } from '../hooks/field-errors';
import type { RefusalPolicy } from '../hooks/refusal';
import { useMutation } from '../hooks/use-mutation';

/** The console's sign-in page: where a console change goes once the operator's session has ended. */
const ADMIN_SIGN_IN_PAGE = '/admin/login';

/**
 * What the console adds to the members' refusal rule (refusal.ts): its client is silent, so a 401
 * goes to its own sign-in page here; it has no /close page, so a 503 (the database away, the MFA
 * key missing) is said above the form like a refusal, as are 413 (a file too large) and 429.
 * Everything else is the members' rule: 403/404/409/422 on the screen, other answers the generic
 * message in the error snackbar, no answer at all the system error dialog (decision 0016).
 */
const CONSOLE_POLICY: RefusalPolicy = { alsoOnScreen: [413, 429, 503], signInPage: ADMIN_SIGN_IN_PAGE };

/**
 * The instance the console's changes are sent under: they are told apart by their screen, not by
 * the client's error policy (the console's client is silent), and POST picks the generic message of
 * a change that may have been registered.
 */
const CONSOLE_CHANGE = 'POST /api/admin';

/**
 * A console form's change through the members' useMutation (decision 0021): the console's calls
 * are thunks because one form may send several operations (the clearing panel, the upload's
 * preview); a refusal's message is shown above the form and its field messages at their fields
 * (the one field-error mapper). The console sends no Idempotency-Key: its calls ignore the key
 * useMutation offers. `leaving` stays true once the page is being left.
 */
export function useAdminSubmit(setError?: (path: string, message: string) => void) {
  const mutation = useMutation(CONSOLE_CHANGE, (action: () => Promise<void>) => action(), CONSOLE_POLICY);
  const [leaving, setLeaving] = useState(false);
  const run = async (action: () => Promise<void>) => {
    const outcome = await mutation.mutate(action);
    if (outcome && !outcome.ok && outcome.refusal && setError)
      placeFieldErrors(outcome.refusal.fieldErrors, () => true, setError);
  };
  const leave = (path: string) => {
    setLeaving(true);
    navigation().assign(path);
  };
  return {
    message: mutation.refusal?.message,
    pending: mutation.pending,
    run,
    /** Forget the last refusal: a new attempt starts without an old message. */
    clear: mutation.clearRefusal,
    leaving,
    leave,
  };
}
