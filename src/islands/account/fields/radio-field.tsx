import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from '../shared/codes';

interface Props {
  id: string;
  legend: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}

/** Radio buttons in a fieldset; arrow keys move between them as browsers do for one group. */
export function RadioField({ id, legend, options, registration, error, required }: Props) {
  return (
    <fieldset
      className="radio-field"
      role="radiogroup"
      aria-required={required || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label radio-legend">
        {legend}
        {required && (
          <span className="required-mark" aria-hidden="true">
            必須
          </span>
        )}
      </legend>
      {options.map((o) => (
        <Form.Check
          key={o.value}
          inline
          type="radio"
          id={`${id}-${o.value}`}
          label={o.label}
          value={o.value}
          isInvalid={Boolean(error)}
          {...registration}
        />
      ))}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
