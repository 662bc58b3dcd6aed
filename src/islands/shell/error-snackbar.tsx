import { useStore } from '@nanostores/react';
import Button from 'react-bootstrap/Button';
import { AboveDialogs } from './above-dialogs';
import { $errorMessages, closeErrorSnackbar } from '../stores/messages';

/** Spec §2/§9: amber, at the top, 500 wide, never closes by itself, lists the messages. */
export function ErrorSnackbar() {
  const messages = useStore($errorMessages);
  return (
    <AboveDialogs>
      <div className="snackbar-region snackbar-region-top" role="alert" aria-live="assertive">
        {messages.length > 0 && (
          <div className="snackbar snackbar-error">
            <ul className="snackbar-messages">
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <Button variant="outline-dark" size="sm" className="snackbar-close" onClick={closeErrorSnackbar}>
              閉じる
            </Button>
          </div>
        )}
      </div>
    </AboveDialogs>
  );
}
