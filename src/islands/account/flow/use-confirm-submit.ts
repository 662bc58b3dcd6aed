import { useState } from 'react';
import type { CallOptions } from '../../api';
import { allowLeave } from '@/lib/browser/leave-guard';
import { useMutation } from '../../hooks/use-mutation';
import { clearFlow } from './flow-storage';

/**
 * 登録 of an account flow's confirm step, on the one mutation hook (one key per submission,
 * refusals on the screen); on success the kept input is dropped and leaving no longer warns.
 */
export function useConfirmSubmit<Result>(
  instance: `POST /api/${string}`,
  storageKey: string,
  send: (options: CallOptions) => Promise<Result>,
) {
  const mutation = useMutation(instance, (_: void, options: CallOptions) => send(options));
  const [done, setDone] = useState<Result | null>(null);

  const submit = async () => {
    const outcome = await mutation.mutate();
    if (!outcome?.ok) return;
    clearFlow(storageKey);
    allowLeave();
    setDone(outcome.data);
  };

  return { submitting: mutation.pending, error: mutation.refusal, done, submit };
}
