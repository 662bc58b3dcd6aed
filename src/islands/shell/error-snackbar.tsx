import { useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../ui/bootstrap';
import { $errorMessages, closeErrorSnackbar } from '../stores/messages';

/**
 * Spec §2/§9: amber, at the top, 500 wide, never closes by itself, lists the messages. It is a
 * <dialog>: shown in place normally, but opened modal when a modal dialog (a confirmation) is open,
 * so it sits above that dialog's backdrop where 閉じる can be pressed, and the confirmation behind
 * cannot be pressed again until the member has read it (issue 26 §2).
 */
export function ErrorSnackbar() {
  const messages = useStore($errorMessages);
  const ref = useRef<HTMLDialogElement>(null);
  const shown = messages.length > 0;
  useLayoutEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    if (shown && !layer.open) {
      if (document.querySelector('dialog:modal')) layer.showModal();
      else layer.show();
    }
    if (!shown && layer.open) layer.close();
  }, [shown]);
  return (
    <div className="snackbar-region snackbar-region-top" role="alert" aria-live="assertive">
      <dialog
        ref={ref}
        className="snackbar-layer"
        aria-label="通知"
        onCancel={(event) => {
          event.preventDefault();
          closeErrorSnackbar();
        }}
      >
        {shown && (
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
      </dialog>
    </div>
  );
}
