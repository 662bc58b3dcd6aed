import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Unit after the input ("円/kWh", "kWh"). */
  unit?: string;
  /** Shown beside the input and read with it (the price band, the available volume). */
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  autoComplete?: string;
  className?: string;
}

/** A labelled text input with its unit, a hint beside it and the error under it, all tied by ids. */
export function TextField({
  id,
  label,
  registration,
  error,
  unit,
  hint,
  inputMode = 'text',
  autoComplete = 'off',
  className = 'mb-3',
}: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = (
    <Form.Control
      id={id}
      type="text"
      inputMode={inputMode}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...registration}
    />
  );
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className="bid-field-row">
        <InputGroup hasValidation className="bid-field-input">
          {control}
          {unit && <InputGroup.Text>{unit}</InputGroup.Text>}
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        </InputGroup>
        {hint && (
          <span className="bid-field-hint" id={`${id}-hint`}>
            {hint}
          </span>
        )}
      </div>
    </Form.Group>
  );
}
