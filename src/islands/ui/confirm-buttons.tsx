import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** 戻る and 登録; both wait while the registration is under way, so it cannot be sent twice. */
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
    <div className="flow-buttons">
      <Button variant="outline-secondary" onClick={onBack} disabled={submitting}>
        戻る
      </Button>
      <Button variant="primary" onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        登録
      </Button>
    </div>
  );
}
