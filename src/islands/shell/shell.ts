import { isApiError, logout, navigation } from '../plain-api';
import { reportFailure } from '../hooks/report-failure';
import { clearClientState } from '../stores/clear';
import { $session } from '../stores/session';
import { seedPageSession } from './page-session';

/**
 * LOG OUT: leaves for /login only once the server has ended the session. A refused logout keeps the
 * member here with the error message: on a shared PC the next person must not find the session alive.
 */
async function logOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    await logout();
  } catch (error) {
    // A 401 (session already over) or 503 has already taken the member to /login or /close.
    if (isApiError(error) && error.navigated) return;
    reportFailure(error, 'POST');
    button.disabled = false;
    return;
  }
  clearClientState();
  navigation().assign('/login');
}

/** The phone's メニュー button says whether the menu popover is open, as the popover toggles. */
function trackMenuExpanded(doc: Document): void {
  const opener = doc.querySelector<HTMLButtonElement>('button[data-menu-open]');
  const menu = opener?.popoverTargetElement;
  if (!opener || !menu) return;
  menu.addEventListener('toggle', (event) =>
    opener.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open')),
  );
}

/**
 * The signed-in shell's buttons without React (src/components/shell): LOG OUT, and the member info
 * button, which loads the dialog (React) on its first press.
 */
export function installShell(doc: Document): void {
  seedPageSession(doc);
  trackMenuExpanded(doc);
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-logout]'))
    button.addEventListener('click', () => void logOut(button));

  const memberButton = doc.querySelector<HTMLButtonElement>('button[data-member-info]');
  if (!memberButton) return;
  memberButton.addEventListener('click', () => {
    const session = $session.get();
    if (!session) return;
    void import('./member-dialog-root').then(({ openMemberDialog }) => openMemberDialog(doc, session));
  });
  // A change saved in the dialog reloads the session: the button shows the name the server answered.
  const name = memberButton.querySelector('[data-organization-name]');
  $session.listen((session) => {
    if (name && session) name.textContent = session.organizationInfo.organizationName;
  });
}
