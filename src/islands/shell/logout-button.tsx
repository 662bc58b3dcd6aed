import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { logout, navigation } from '../../lib/api-client';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { useSession } from '../hooks/use-session';
import { clearClientState } from '../stores/clear';
import { Icon } from './icon';

/** LOG OUT: whatever the server answers, the member ends up signed out on /login. */
interface Props {
  session: AuthSessionResponse | null;
  /** nav: an entry at the foot of the side menu; header: beside the title when there is no menu. */
  placement?: 'nav' | 'header';
}

export default function LogoutButton({ session, placement = 'nav' }: Props) {
  useSession(session);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    // Silent: a session that already expired is no reason for an error message on the way out.
    await logout({ silent: true }).catch(() => undefined);
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
