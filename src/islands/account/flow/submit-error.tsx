import Alert from 'react-bootstrap/Alert';
import type { ApiError } from '../../api';

/** A refusal of the server shown on the confirm step itself, with field messages when it sent some. */
export function SubmitError({ error }: { error: Pick<ApiError, 'message' | 'errors' | 'code'> | null }) {
  if (!error) return null;
  return (
    <Alert variant="warning" className="submit-error" role="alert" data-code={error.code}>
      <p className="mb-0">{error.message}</p>
      {error.errors && error.errors.length > 0 && (
        <ul className="mb-0 mt-2">
          {error.errors.map((e) => (
            <li key={`${e.field}-${e.message}`}>{e.message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
