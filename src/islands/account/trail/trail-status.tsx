import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

/** While the trail loads, or why it could not be shown. */
export function TrailStatus({ error }: { error?: string }) {
  if (error !== undefined)
    return (
      <Alert variant="danger" role="alert">
        {error}
      </Alert>
    );
  return (
    <div role="status" className="my-3">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      読み込み中…
    </div>
  );
}
