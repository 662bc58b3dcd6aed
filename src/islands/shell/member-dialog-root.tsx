import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { useSession } from '../hooks/use-session';
import { MemberInfoDialog } from './member-info-dialog';

let reopen: (() => void) | undefined;

function MemberDialogHost({ initial }: { initial: AuthSessionResponse }) {
  const session = useSession(initial);
  const [open, setOpen] = useState(true);
  reopen = () => setOpen(true);
  return session && <MemberInfoDialog show={open} session={session} onClose={() => setOpen(false)} />;
}

/**
 * Opens the member info dialog (spec §2); loaded by the side menu's button on its first press
 * (src/islands/shell/shell.ts), which mounts it once and only reopens it afterwards.
 */
export function openMemberDialog(doc: Document, session: AuthSessionResponse): void {
  if (reopen) return reopen();
  const container = doc.createElement('div');
  doc.body.append(container);
  createRoot(container).render(<MemberDialogHost initial={session} />);
}
