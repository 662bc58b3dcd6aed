import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from './app-modal';

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
export function ConfirmModal({
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
    <AppModal
      show={show}
      title={title}
      onCancel={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppModal>
  );
}
