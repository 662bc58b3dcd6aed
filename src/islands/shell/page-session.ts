import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { seedSession } from '../stores/session';

/**
 * Seeds the session store from the page (src/components/shell/page-session.astro), so a plain
 * script's first call already carries X-User-Id; answers the session, or null when signed out.
 */
export function seedPageSession(doc: Document): AuthSessionResponse | null {
  const raw = doc.getElementById('nfc-session')?.dataset.session;
  if (!raw) return null;
  const session = JSON.parse(raw) as AuthSessionResponse;
  seedSession(session);
  return session;
}
