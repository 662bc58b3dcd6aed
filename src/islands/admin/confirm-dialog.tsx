import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../auth/form-parts';

/** What a confirmation says: the change's name, what it does, and the word on its button. */
export interface Confirmation {
  title: string;
  effect: string;
  confirm: string;
}

/**
 * The console's confirmation before a change: キャンセル has the focus, a refusal is shown inside.
 * The dialog keeps its words while it fades out after 実行 or キャンセル.
 */
export function ConfirmDialog({
  pending,
  message,
  sending,
  onCancel,
  onConfirm,
}: {
  pending: Confirmation | null;
  message?: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const lastShown = useRef<Confirmation | null>(null);
  if (pending) lastShown.current = pending;
  const shown = pending ?? lastShown.current;
  return (
    <Modal show={pending !== null} onHide={onCancel} aria-labelledby="admin-confirm-title" centered>
      <Modal.Header>
        <Modal.Title id="admin-confirm-title" as="h2" className="h5">
          {shown?.title}（確認）
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={message} />
        <p className="mb-0">{shown?.effect}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus disabled={sending}>
          キャンセル
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {shown?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
