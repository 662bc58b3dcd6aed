import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { $openModals, topModal } from '../ui/open-modals';

/**
 * Renders a snackbar inside the top open modal while there is one (above its backdrop and inside
 * its focus trap), else where it stands. The snackbar region is position: fixed, so it keeps its
 * place on screen.
 */
export function AboveDialogs({ children }: { children: ReactNode }) {
  const top = topModal(useStore($openModals));
  return top ? createPortal(children, top) : children;
}
