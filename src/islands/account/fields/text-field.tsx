import type { HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldLabel } from './field-label';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  textarea?: boolean;
  className?: string;
}

/** A labelled input with its message underneath, tied together for screen readers. */
export function TextField(props: Props) {
  const {
    id,
    label,
    registration,
    error,
    type = 'text',
    inputMode,
    required,
    hint,
    placeholder,
    textarea,
    className,
  } = props;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    placeholder,
    autoComplete: props.autoComplete ?? 'off',
    isInvalid: Boolean(error),
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <Form.Group controlId={id} className={className}>
      <FieldLabel label={label} required={required} />
      {textarea ? (
        <Form.Control as="textarea" rows={3} {...common} {...registration} />
      ) : (
        <Form.Control type={type} inputMode={inputMode} {...common} {...registration} />
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
