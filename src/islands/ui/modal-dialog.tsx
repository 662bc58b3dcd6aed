import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './ui.scss';

interface Props {
  open: boolean;
  title: ReactNode;
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
export function ModalDialog({ open, title, children, footer, onCancel, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useLayoutEffect(trackFocusedControl, []);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusedControl();
      dialog.showModal();
      // The safe choice first (キャンセル, 閉じる): Enter must never delete or register by accident.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(dialog, opener.current);
    }
  }, [open]);
  // Unmounted while open (a confirm step that owns its dialog): close it and give focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      giveFocusBack(dialog, opener.current);
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
            <h2 id={titleId} className="modal-title h5">
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
 * The control a dialog returns focus to (decision 0016: 登録 after the system error dialog). The
 * browser's own return fails when the opener was disabled while it worked (登録 under way), so the
 * focused control is remembered here, or the one of the dialog below when focus had dropped.
 */
let lastControl: HTMLElement | null = null;
let tracking = false;

function trackFocusedControl(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastControl = event.target;
  });
}

function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) lastControl = active;
  return lastControl;
}

/**
 * After close: the browser's return if it worked, else the remembered control. Focus still inside
 * the dialog counts as lost: an unmounting confirm step closes it before its element leaves the page.
 */
function giveFocusBack(dialog: HTMLDialogElement, control: HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && !dialog.contains(active)) return;
  if (control?.isConnected) control.focus();
}
