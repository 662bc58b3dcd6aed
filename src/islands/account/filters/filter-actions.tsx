import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** 検索 (the form's submit, so Enter in any field searches too) and クリア. */
export function FilterActions({ busy, onClear }: { busy?: boolean; onClear: () => void }) {
  return (
    <div className="filter-buttons">
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        検索
      </Button>
      <Button type="button" variant="outline-secondary" onClick={onClear}>
        クリア
      </Button>
    </div>
  );
}
