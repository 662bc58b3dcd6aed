import { useState } from 'react';
import { isApiError } from '@/lib/api-client/api-error';
import { placeFieldErrors } from '../hooks/field-errors';

/** When a console call got no answer at all. */
const NO_ANSWER = 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。';
const FAILED = '処理を完了できませんでした。時間をおいてもう一度お試しください。';

/**
 * Runs a console call for a form: a refusal's message is shown above the form and its field
 * messages at their fields (the one field-error mapper); a network failure says so. `leaving`
 * stays true once the page is being left.
 */
export function useAdminSubmit(setError?: (path: string, message: string) => void) {
  const [message, setMessage] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setMessage(undefined);
    try {
      await action();
    } catch (error) {
      if (!isApiError(error)) {
        setMessage(NO_ANSWER);
        return;
      }
      setMessage(error.message || FAILED);
      if (setError) placeFieldErrors(error.errors ?? [], () => true, setError);
    }
  };
  const leave = (path: string) => {
    setLeaving(true);
    window.location.assign(path);
  };
  /** Forget the last refusal: a new attempt starts without an old message. */
  const clear = () => setMessage(undefined);
  return { message, run, clear, leaving, leave };
}
