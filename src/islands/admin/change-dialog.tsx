import { ConfirmModal } from '../ui/confirm-modal';
import { FormAlert } from '../auth/form-parts';

/** What a console change's confirmation says: the change's name, what it does, and the word on its button. */
export interface Confirmation {
  title: string;
  effect: string;
  confirm: string;
}

export interface ChangeDialogProps {
  pending: Confirmation | null;
  /** A refusal of 実行, shown inside the dialog. */
  message?: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A console change's confirmation on the app's one ConfirmModal: キャンセル has the focus, the
 * effect says what members will see, a refusal stays inside.
 */
export function ChangeDialog({ pending, message, sending, onCancel, onConfirm }: ChangeDialogProps) {
  return (
    <ConfirmModal
      show={pending !== null}
      title={`${pending?.title ?? ''}（確認）`}
      confirmLabel={pending?.confirm ?? ''}
      busy={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <FormAlert message={message} />
      <p className="mb-0">{pending?.effect}</p>
    </ConfirmModal>
  );
}
