import type { FieldRegistration } from './field-registration';
import type { Option } from './option';
import { FieldLabel } from './field-label';
import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  label: string;
  options: readonly Option[];
  registration: FieldRegistration;
  error?: string;
  /** A first, empty choice, e.g. すべて for an optional filter. */
  blankLabel?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled select with its message underneath, tied together for screen readers. */
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
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Form.Select
        id={id}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
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
      {error && (
        <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </div>
  );
}
