import type { ReactNode } from 'react';

export interface AppModalProps {
  show: boolean;
  title: ReactNode;
  /** The title's language when it is not Japanese. */
  titleLang?: string;
  children: ReactNode;
  footer: ReactNode;
  /** Escape asks to close; the owner ignores it while something is under way. */
  onCancel: () => void;
  className?: string;
  /** A tall dialog: its body scrolls inside while the title and the footer's buttons stay in view. */
  scrollable?: boolean;
}
