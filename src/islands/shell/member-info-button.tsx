import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { useSession } from '../hooks/use-session';
import { Icon } from './icon';
import { MemberInfoDialog } from './member-info-dialog';

/** Side-menu button showing the organization name; opens the member info dialog (spec §2). */
export default function MemberInfoButton({ session: initial }: { session: AuthSessionResponse }) {
  const session = useSession(initial);
  const [open, setOpen] = useState(false);
  const name = session?.organizationInfo.organizationName ?? '';
  return (
    <>
      <Button
        variant="link"
        className="side-nav-link side-nav-member"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Icon name="account" />
        <span className="nav-text">
          <span className="visually-hidden">取引会員情報 </span>
          {name}
        </span>
      </Button>
      {session && <MemberInfoDialog show={open} session={session} onClose={() => setOpen(false)} />}
    </>
  );
}
