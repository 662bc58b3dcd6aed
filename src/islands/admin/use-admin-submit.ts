import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AdminApiError } from '../../lib/api-client/admin';

/**
 * Runs a console call for a form: a refusal's message is shown above the form and its field
 * messages at their fields; a network failure says so. `leaving` stays true once the page is being left.
 */
export function useAdminSubmit<T extends FieldValues>(setError?: UseFormSetError<T>) {
  const [message, setMessage] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setMessage(undefined);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof AdminApiError)) {
        setMessage('サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。');
        return;
      }
      setMessage(error.message);
      for (const f of error.fieldErrors) setError?.(f.field as Path<T>, { message: f.message });
    }
  };
  const leave = (path: string) => {
    setLeaving(true);
    window.location.assign(path);
  };
  return { message, run, leaving, leave };
}
