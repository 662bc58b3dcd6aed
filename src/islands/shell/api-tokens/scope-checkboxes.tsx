import Form from 'react-bootstrap/Form';
import type { ApiTokenScope } from '../../../lib/domain/api-token/token-rules';

interface Props {
  scopes: readonly ApiTokenScope[];
  labels: Record<ApiTokenScope, string>;
  checked: readonly ApiTokenScope[];
  error?: string;
  /** The first box, so an invalid submit focuses the group. */
  firstRef: (element: HTMLInputElement | null) => void;
  onChange: (scopes: ApiTokenScope[]) => void;
}

/** The token's scopes as a group of checkboxes (at least one), in the rules' order. */
export function ScopeCheckboxes({ scopes, labels, checked, error, firstRef, onChange }: Props) {
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    onChange(scopes.filter((s) => (s === scope ? on : checked.includes(s))));
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'api-token-scopes-error' : undefined}>
      <legend className="form-label fs-6 mb-1">
        権限
        <span className="required-mark ms-2" aria-hidden="true">
          必須
        </span>
      </legend>
      {scopes.map((scope, i) => (
        <Form.Check
          key={scope}
          id={`api-token-scope-${scope}`}
          type="checkbox"
          label={labels[scope]}
          isInvalid={!!error}
          checked={checked.includes(scope)}
          onChange={(e) => toggle(scope, e.target.checked)}
          ref={i === 0 ? firstRef : undefined}
        />
      ))}
      {error && (
        <Form.Control.Feedback type="invalid" className="d-block" id="api-token-scopes-error">
          {error}
        </Form.Control.Feedback>
      )}
    </fieldset>
  );
}
