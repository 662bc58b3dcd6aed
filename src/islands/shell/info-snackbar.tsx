import { useStore } from '@nanostores/react';
import Button from 'react-bootstrap/Button';
import { $infoMessage, closeInfo } from '../stores/messages';

/**
 * Spec §2/§9: green, with a Close button; the store closes it after 5000 ms. It stays in its place
 * under an open dialog (unlike the error snackbar, AboveDialogs): it goes by itself, and inside the
 * dialog its 閉じる would sit beside the dialog's own 閉じる.
 */
export function InfoSnackbar() {
  const message = useStore($infoMessage);
  return (
    <div className="snackbar-region snackbar-region-bottom" role="status" aria-live="polite">
      {message && (
        <div className="snackbar snackbar-info">
          <p className="snackbar-messages">{message}</p>
          <Button variant="outline-dark" size="sm" className="snackbar-close" onClick={closeInfo}>
            閉じる
          </Button>
        </div>
      )}
    </div>
  );
}
