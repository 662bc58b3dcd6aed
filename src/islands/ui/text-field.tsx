import type { HTMLAttributes } from 'react';
import type { FieldRegistration } from './field-registration';
import { FieldLabel } from './field-label';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface Props {
  id: string;
  label: string;
  registration: FieldRegistration;
  error?: string;
  /** Unit after the input ("円/kWh", "kWh"). */
  unit?: string;
  /** Read with the input (the price band, the available volume, a format). */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  textarea?: boolean;
  /** password for a password entered again (the member dialog); text otherwise. */
  type?: 'text' | 'password';
  className?: string;
}

/**
 * The one text field of the islands: label (with 必須), the input with its unit, the hint and the
 * error under it, tied together by ids for screen readers; plain elements with Bootstrap's classes.
 */
export function TextField({
  id,
  label,
  registration,
  error,
  unit,
  hint,
  inputMode = 'text',
  required,
  placeholder,
  autoComplete = 'off',
  textarea,
  type = 'text',
  className = 'mb-3',
}: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    isInvalid: !!error,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...registration,
  };
  const control = textarea ? (
    <Form.Control as="textarea" rows={3} {...common} />
  ) : (
    <Form.Control type={type} inputMode={inputMode} {...common} />
  );
  const feedback = error && (
    <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  );
  return (
    <div className={['text-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {unit ? (
        <InputGroup hasValidation>
          {control}
          <InputGroup.Text>{unit}</InputGroup.Text>
        </InputGroup>
      ) : (
        control
      )}
      {hint && (
        <Form.Text as="div" id={`${id}-hint`}>
          {hint}
        </Form.Text>
      )}
      {feedback}
    </div>
  );
}
