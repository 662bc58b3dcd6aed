import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client/api-error';
import type { CallOptions } from '../../lib/api-client/types';
import type { HttpMethod } from '../../lib/api-client/types';
import { refusalOf, type Refusal, type RefusalPolicy } from './refusal';
import { useErrorPolicy } from './use-error-policy';
import { useSubmissionKey } from './use-submission-key';

/**
 * answered: the server gave an answer (a refusal, or a 5xx told in the error snackbar), so nothing was
 * registered and a confirm step has nothing left to replay; false when no answer came (decision 0016).
 */
export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; refusal: Refusal | null; answered: boolean };

export interface Mutation<I, T> {
  /**
   * Sends the change once: while it is under way a second call is refused (null), so a double
   * click cannot register twice. Every call of this submission carries its one Idempotency-Key.
   */
  mutate: (input: I) => Promise<MutationOutcome<T> | null>;
  pending: boolean;
  /** The server's refusal the screen shows (refusal.ts decides which), cleared by the next try. */
  refusal: Refusal | null;
  clearRefusal: () => void;
}

/**
 * Every change an island sends (登録, 削除): the submission's Idempotency-Key is made when the
 * component using this hook mounts (the confirm step), so 登録 pressed again after a lost answer
 * replays the first answer; the screen explains refusals itself (the client's generic message for
 * `instance` is switched off and refusal.ts gives it instead when the screen has nothing to say).
 * `policy`: what the screen adds to that rule (statuses it explains itself, its own sign-in page).
 */
export function useMutation<I, T>(
  instance: `${Exclude<HttpMethod, 'GET'>} /api/${string}`,
  send: (input: I, options: CallOptions) => Promise<T>,
  policy: RefusalPolicy = {},
): Mutation<I, T> {
  useErrorPolicy(instance, { ignore: true });
  const idempotencyKey = useSubmissionKey();
  const method = instance.slice(0, instance.indexOf(' ')) as HttpMethod;
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inFlight = useRef(false);

  const mutate = async (input: I): Promise<MutationOutcome<T> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      return { ok: true, data: await send(input, { idempotencyKey }) };
    } catch (error) {
      const r = refusalOf(error, method, policy);
      setRefusal(r);
      return { ok: false, refusal: r, answered: isApiError(error) };
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { mutate, pending, refusal, clearRefusal: () => setRefusal(null) };
}
