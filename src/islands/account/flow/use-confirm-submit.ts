import { useState } from 'react';
import type { CallOptions } from '../../api';
import { allowLeave } from '../../../lib/browser/leave-guard';
import { useErrorPolicy } from '../../hooks/use-api-error';
import { useSubmissionKey } from '../../hooks/use-submission-key';
import { clearFlow } from './flow-storage';
import { refusalOf, type Refusal } from '../../hooks/refusal';

/**
 * 登録 of a confirm step: one POST per press, every press with the step's one Idempotency-Key (a
 * press after a lost answer replays the registration instead of repeating it), refusals shown on
 * the screen, and on success the kept input is dropped and leaving the page no longer warns.
 */
export function useConfirmSubmit<Result>(
  instance: string,
  storageKey: string,
  send: (options: CallOptions) => Promise<Result>,
) {
  useErrorPolicy(instance, { ignore: true });
  const idempotencyKey = useSubmissionKey();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const [done, setDone] = useState<Result | null>(null);

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await send({ idempotencyKey });
      clearFlow(storageKey);
      allowLeave();
      setDone(result);
    } catch (e) {
      setError(refusalOf(e, 'POST'));
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, error, done, submit };
}
