import { logout } from '../plain-api';
import { seedPageSession } from '../shell/page-session';
import { clearClientState } from '../stores/clear';

/** Spec §2 /error: signs the member out and forgets the client state; the page itself stays put. */
export function installErrorPage(doc: Document): void {
  seedPageSession(doc);
  // Silent: without a live session the answer is 401, and the error page must stay put.
  void logout({ silent: true })
    .catch(() => undefined)
    .finally(clearClientState);
}
