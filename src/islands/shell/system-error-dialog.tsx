import Button from 'react-bootstrap/Button';
import { useStore } from '@nanostores/react';
import { $systemErrors, closeSystemError } from '../stores/messages';
import { AppModal } from '../ui/app-modal';

/** Spec §2 names a dialog titled Error; everything a member sees is Japanese, so the title is too. */
const SYSTEM_ERROR_TITLE = 'エラー';

/**
 * Spec §2/§9: dialog titled Error, 500 wide, 閉じる, lists messages. What opens it is decision 0016:
 * a change (登録, 削除, 変更登録) that got no answer at all, so the member must check whether it went
 * through before doing anything else.
 */
export function SystemErrorDialog() {
  const messages = useStore($systemErrors);
  return (
    <AppModal
      show={messages.length > 0}
      title={SYSTEM_ERROR_TITLE}
      className="system-error-dialog"
      onCancel={closeSystemError}
      footer={
        <Button variant="primary" onClick={closeSystemError} data-autofocus>
          閉じる
        </Button>
      }
    >
      <ul className="mb-0">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </AppModal>
  );
}
