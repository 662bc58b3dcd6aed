import type { FieldRegistration } from './field-registration';
import type { ServerRenderedRegistration } from '../hooks/use-form';
import type { Option } from './option';
import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  legend: string;
  options: readonly Option[];
  registration: FieldRegistration;
  error?: string;
  required?: boolean;
}

/** Radio buttons in a fieldset; arrow keys move between them as browsers do for one group. */
export function RadioField({ id, legend, options, registration, error, required }: Props) {
  // Each radio has its own value: the form's starting text (use-form.ts) is not one of them, and
  // react-hook-form checks the chosen radio itself.
  const { defaultValue: _start, ...handlers } = registration as ServerRenderedRegistration;
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
          isInvalid={!!error}
          value={o.value}
          {...handlers}
        />
      ))}
      {error && (
        <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </fieldset>
  );
}
