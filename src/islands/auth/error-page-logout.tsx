import { useEffect } from 'react';
import { logout } from '../api';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { useSession } from '../hooks/use-session';
import { clearClientState } from '../stores/clear';

/** Spec §2 /error: signs the member out and forgets the client state; renders nothing. */
export default function ErrorPageLogout({ session }: { session: AuthSessionResponse | null }) {
  useSession(session);
  useEffect(() => {
    // Silent: without a live session the answer is 401, and the error page must stay put.
    void logout({ silent: true })
      .catch(() => undefined)
      .finally(clearClientState);
  }, []);
  return null;
}
