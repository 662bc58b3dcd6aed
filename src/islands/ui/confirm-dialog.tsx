import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface Props {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back without doing anything; キャンセル unless the flow words it otherwise (戻る). */
  cancelLabel?: string;
  /** danger for deleting; primary for entering something. */
  confirmVariant?: 'danger' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question; the cancel button takes focus first, so Enter never deletes by accident. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'キャンセル',
  confirmVariant = 'danger',
  busy,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <ModalDialog
      open={show}
      title={title}
      onCancel={busy ? () => undefined : onCancel}
      footer={
        <>
          <button type="button" className={`btn btn-${confirmVariant}`} onClick={onConfirm} disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {confirmLabel}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
