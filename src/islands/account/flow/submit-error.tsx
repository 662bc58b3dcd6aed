import Alert from 'react-bootstrap/Alert';
import type { Refusal } from '../../hooks/refusal';

/** A refusal of the server shown on the confirm step itself, with field messages when it sent some. */
export function SubmitError({ error }: { error: Refusal | null }) {
  if (!error) return null;
  return (
    <Alert variant="warning" className="submit-error" role="alert" data-code={error.code}>
      <p className="mb-0">{error.message}</p>
      {error.fieldErrors.length > 0 && (
        <ul className="mb-0 mt-2">
          {error.fieldErrors.map((e) => (
            <li key={`${e.field}-${e.message}`}>{e.message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
