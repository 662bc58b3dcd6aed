import type { FieldRegistration } from './field-registration';
import type { Option } from './option';
import { FieldLabel } from './field-label';

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
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
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
      </select>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
