import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { currentOpener, dialogClosed, dialogOpened, returnFocus } from './top-dialog';
import './ui.scss';

interface Props {
  open: boolean;
  title: ReactNode;
  /** The title's language when it is not Japanese (the system error dialog's "Error"). */
  titleLang?: string;
  children: ReactNode;
  footer: ReactNode;
  /** Escape (the browser's cancel) asks to close; the owner ignores it while something is under way. */
  onCancel: () => void;
  className?: string;
}

/**
 * A modal on the browser's own <dialog>: showModal() makes the rest of the page inert, keeps Tab
 * inside, closes on Escape and gives focus back to the opener, and a second dialog opened on top
 * (the system error dialog over a confirmation) stacks in the top layer without any focus trap
 * fighting another. Bootstrap's modal classes give it the house look. The element marked
 * data-autofocus in the footer or body takes the focus when it opens.
 */
export function ModalDialog({ open, title, titleLang, children, footer, onCancel, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The control that opened the dialog (decision 0016: focus goes back to it, e.g. 登録).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = currentOpener();
      dialog.showModal();
      dialogOpened(dialog);
      // The safe choice first (キャンセル, 閉じる): Enter must never delete or register by accident.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) closeAndReturnFocus(dialog, opener.current);
  }, [open]);
  // Unmounted while open (a confirm step that owns its dialog): close it and give focus back before
  // the element leaves the page. The element is kept here: React clears the ref before this cleanup.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeAndReturnFocus(dialog, opener.current);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={['ui-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The store decides whether it closes (not while a registration is under way).
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="modal-content">
          <div className="modal-header">
            <h2 id={titleId} className="modal-title h5" lang={titleLang}>
              {title}
            </h2>
          </div>
          <div className="modal-body">{children}</div>
          <div className="modal-footer">{footer}</div>
        </div>
      )}
    </dialog>
  );
}

/**
 * Closes the dialog and puts focus back on its opener when that is still on the page and enabled
 * (the browser's own restoring is lost when the dialog leaves the page with its island's step). An
 * owner that moves focus elsewhere afterwards (the deleted row's heading) still can.
 */
function closeAndReturnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  dialog.close();
  dialogClosed(dialog);
  returnFocus(opener);
}
