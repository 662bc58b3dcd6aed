import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import './confirm-buttons.scss';

/**
 * The confirm step's buttons of every flow that registers something (buy, sell, transfer, issuing),
 * on a page or in a dialog's footer: 戻る (outlined, first, with the focus in a dialog so that Enter
 * never registers by accident) then 登録 (filled). Both wait while the registration is under way, so
 * it cannot be sent twice.
 */
export function ConfirmButtons({
  submitting,
  onBack,
  onSubmit,
}: {
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <div className="confirm-buttons">
      <Button variant="outline-secondary" onClick={onBack} disabled={submitting} data-autofocus>
        戻る
      </Button>
      <Button variant="primary" onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        登録
      </Button>
    </div>
  );
}
