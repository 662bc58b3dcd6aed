import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { IsoDate } from '../../lib/domain/calendar';
import { FieldLabel } from '../account/fields/field-label';
import { CalendarPopover } from './calendar-popover';
import { parseDateText, toSlashDate } from './calendar-math';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  today: IsoDate;
  required?: boolean;
  error?: string;
}

/** A YYYY/MM/DD text box with a button that opens the Sunday-first calendar dialog. */
export function DateField({ id, label, value, onChange, today, required = false, error }: Props) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const parsed = parseDateText(value);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Form.Group className="date-field" controlId={id}>
      <FieldLabel label={label} required={required} />
      <div ref={wrapRef} className="date-field-control">
        <div className="input-group">
          <Form.Control
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="YYYY/MM/DD"
            value={value}
            required={required}
            aria-required={required}
            isInvalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            // Tidy a valid entry (2027/4/8, 20270408) into the display format once the member leaves it.
            onBlur={() => parsed && onChange(toSlashDate(parsed))}
            onChange={(e) => onChange(e.target.value)}
          />
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-outline-secondary calendar-toggle"
            aria-label={`${label}のカレンダーを開く`}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2zm-7 5h5v5h-5z" />
            </svg>
          </button>
        </div>
        {open && (
          <CalendarPopover
            label={label}
            initial={parsed ?? today}
            selected={parsed}
            today={today}
            onSelect={(date) => {
              onChange(toSlashDate(date));
              close();
            }}
            onClose={close}
          />
        )}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </Form.Group>
  );
}
