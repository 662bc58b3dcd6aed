import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { $openDialogs, topDialog } from '../ui/top-dialog';

/**
 * Renders a snackbar inside the top open modal dialog while there is one (above its backdrop and not
 * inert), else where it stands. The snackbar region is position: fixed, so it keeps its place on screen.
 */
export function AboveDialogs({ children }: { children: ReactNode }) {
  const top = topDialog(useStore($openDialogs));
  return top ? createPortal(children, top) : children;
}
