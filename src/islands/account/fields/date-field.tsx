import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toDisplayDate, toIsoDateText } from '../shared/date-text';
import { FieldLabel } from './field-label';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The current text, for the calendar to open on it. */
  value: string;
  /** Writes a date chosen in the calendar (YYYY/MM/DD) into the form. */
  onPick: (display: string) => void;
  error?: string;
  required?: boolean;
  className?: string;
}

/** Material "calendar_today", decorative: the button carries the name. */
const CalendarIcon = () => (
  <svg
    className="icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M20 3h-1V1h-2v2H7V1H5v2H4c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 18H4V8h16v13z" />
  </svg>
);

/**
 * A date typed as YYYY/MM/DD, so it reads the same in every browser locale, with the browser's own
 * calendar behind a button for those who prefer to pick.
 */
export function DateField({ id, label, registration, value, onPick, error, required, className }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    input.value = /^\d{4}-\d{2}-\d{2}$/.test(toIsoDateText(value)) ? toIsoDateText(value) : '';
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker still let the member type the date.
    }
  };
  return (
    <Form.Group controlId={id} className={className}>
      <FieldLabel label={label} required={required} />
      <div className="date-field">
        <Form.Control
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY/MM/DD"
          maxLength={10}
          isInvalid={Boolean(error)}
          aria-required={required || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
          onBlur={(e) => {
            const shown = toDisplayDate(e.currentTarget.value);
            if (shown !== e.currentTarget.value) onPick(shown);
            return registration.onBlur(e);
          }}
        />
        <Button
          variant="outline-secondary"
          className="date-picker-button"
          onClick={open}
          aria-label={`${label}をカレンダーから選択`}
          title="カレンダー"
        >
          <CalendarIcon />
        </Button>
        <input
          ref={picker}
          type="date"
          className="date-picker-input"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => e.currentTarget.value && onPick(toDisplayDate(e.currentTarget.value))}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </div>
    </Form.Group>
  );
}
