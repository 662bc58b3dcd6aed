import Alert from 'react-bootstrap/Alert';
// Straight from its module, not ../../api: the shared client chunk every page loads stays as it was.
import { revokeApiToken, revokeApiTokenInstance } from '../../../lib/api-client/endpoints/api-tokens';
import { useMutation } from '../../hooks/use-mutation';
import { ConfirmModal } from '../../ui/confirm-modal';
import type { ApiTokenSummary } from '../../../lib/schemas/api-tokens';

interface Props {
  token: ApiTokenSummary;
  onClose: () => void;
  onRevoked: () => void;
}

/** Revoking asks first: the member's system stops working with this token at once. Mounted per token. */
export function ApiTokenRevokeDialog({ token, onClose, onRevoked }: Props) {
  const removal = useMutation(revokeApiTokenInstance(token.id), (id: number) => revokeApiToken(id));

  const confirm = async () => {
    const outcome = await removal.mutate(token.id);
    if (!outcome) return;
    // Revoked, or gone already (404): either way it no longer acts. A 5xx is told by the snackbar.
    if (outcome.ok || outcome.refusal?.status === 404) return onRevoked();
    if (outcome.answered && !outcome.refusal) onClose();
  };

  return (
    <ConfirmModal
      show
      title="APIトークンの失効"
      confirmLabel="失効"
      busy={removal.pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>「{token.name}」を失効させますか？</p>
      <p className="mb-0">
        このトークンを使っているシステムからのアクセスはすぐに拒否されます。元に戻すことはできません。
      </p>
      {removal.refusal && (
        <Alert variant="warning" className="mt-3 mb-0">
          {removal.refusal.message}
        </Alert>
      )}
    </ConfirmModal>
  );
}
