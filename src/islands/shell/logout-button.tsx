import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { isApiError, logout, navigation } from '../api';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { reportFailure } from '../hooks/report-failure';
import { useSession } from '../hooks/use-session';
import { clearClientState } from '../stores/clear';
import { Icon } from './icon';

interface Props {
  session: AuthSessionResponse | null;
  /** nav: an entry at the foot of the side menu; header: beside the title when there is no menu. */
  placement?: 'nav' | 'header';
}

/**
 * LOG OUT: leaves for /login only once the server has ended the session. A refused logout keeps the
 * member here with the error message: on a shared PC the next person must not find the session alive.
 */
export default function LogoutButton({ session, placement = 'nav' }: Props) {
  useSession(session);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // A 401 (session already over) or 503 has already taken the member to /login or /close.
      if (isApiError(error) && error.navigated) return;
      reportFailure(error, 'POST');
      setBusy(false);
      return;
    }
    clearClientState();
    navigation().assign('/login');
  };
  return (
    <Button
      variant={placement === 'nav' ? 'link' : 'outline-secondary'}
      className={placement === 'nav' ? 'side-nav-link' : 'page-header-logout'}
      onClick={onClick}
      disabled={busy}
    >
      <Icon name="logout" />
      <span className="nav-text" lang="en">
        LOG OUT
      </span>
    </Button>
  );
}
