import { useStore } from '@nanostores/react';
import { $systemErrors, closeSystemError } from '../stores/messages';
import { ModalDialog } from '../ui/modal-dialog';

/** Spec §2 names a dialog titled Error; everything a member sees is Japanese (issue 26 §2). */
export const SYSTEM_ERROR_TITLE = 'エラー';

/**
 * Spec §2/§9: dialog titled Error, 500 wide, 閉じる, lists messages. What opens it is decision 0016:
 * a change (登録, 削除, 変更登録) that got no answer at all, so the member must check whether it went
 * through before doing anything else.
 */
export function SystemErrorDialog() {
  const messages = useStore($systemErrors);
  return (
    <ModalDialog
      open={messages.length > 0}
      title={SYSTEM_ERROR_TITLE}
      className="system-error-dialog"
      onCancel={closeSystemError}
      footer={
        <button type="button" className="btn btn-primary" onClick={closeSystemError} data-autofocus>
          閉じる
        </button>
      }
    >
      <ul className="mb-0">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
