import { useStore } from '@nanostores/react';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { $session, seedSession } from '../stores/session';

/**
 * The session for an island: the store once seeded, else the server's props.
 * Seeding happens during the first browser render (not in an effect) so that a child's
 * on-mount call already carries X-User-Id; never on the server, where module state is shared
 * between requests.
 */
export function useSession(initial?: AuthSessionResponse | null): AuthSessionResponse | null {
  if (typeof window !== 'undefined') seedSession(initial);
  return useStore($session) ?? initial ?? null;
}
