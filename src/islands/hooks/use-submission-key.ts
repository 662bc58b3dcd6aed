import { useState } from 'react';
import { newIdempotencyKey } from '../../lib/api-client/headers';

/**
 * The Idempotency-Key of the submission a confirm step shows, made once when the step mounts: every
 * press of 登録 on it sends the same key, so a press after a lost answer gets the first answer back
 * instead of registering twice. Going back to the input and confirming again is a new submission.
 */
export function useSubmissionKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
