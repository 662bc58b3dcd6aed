import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from '../shared/codes';
import { FieldLabel } from './field-label';

interface Props {
  id: string;
  label: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** A first, empty choice, e.g. すべて for an optional filter. */
  blankLabel?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function SelectField({
  id,
  label,
  options,
  registration,
  error,
  blankLabel,
  required,
  disabled,
  className,
}: Props) {
  return (
    <Form.Group controlId={id} className={className}>
      <FieldLabel label={label} required={required} />
      <Form.Select
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        aria-required={required || undefined}
        {...registration}
      >
        {blankLabel !== undefined && <option value="">{blankLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
