import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

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
  /** False when the control that opened the dialog is gone (its row was deleted). */
  restoreFocus?: boolean;
  onExited?: () => void;
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
  restoreFocus = true,
  onExited,
}: Props) {
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      restoreFocus={restoreFocus}
      onExited={onExited}
      centered
      aria-labelledby="bid-confirm-title"
    >
      <Modal.Header>
        <Modal.Title id="bid-confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
