import { lazy, Suspense } from 'react';
import type { AppModalProps } from './app-modal-props';
import { useShownOnce } from './use-shown-once';

// react-bootstrap's Modal is fetched when a dialog first opens: no page loads it before a click.
const AppModalView = lazy(() => import('./app-modal-view'));

/** The app's one modal dialog (react-bootstrap's Modal, loaded on first opening). */
export function AppModal(props: AppModalProps) {
  const shown = useShownOnce(props.show);
  return (
    shown && (
      <Suspense fallback={null}>
        <AppModalView {...props} />
      </Suspense>
    )
  );
}
