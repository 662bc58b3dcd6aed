import { useRef } from 'react';
import { jstDateOf } from '../../lib/domain/calendar/jst';
import { CalendarPopover } from './calendar-popover';
import { CalendarIcon } from './date-field';
import { parseDateTimeText, parseDateText, toDisplayDate, toDisplayDateTime } from './date-text';
import { FieldLabel } from './field-label';
import { useCalendarToggle } from './use-calendar-toggle';
import './ui.scss';

interface Props {
  id: string;
  label: string;
  /** The text as typed (YYYY/MM/DD HH:MM once tidied). */
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  error?: string;
  className?: string;
  /** The text box itself, for a form that focuses its first field in error. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The date field's sibling for a date and time (the console's 受付開始 and 締切, Tokyo time): one
 * YYYY/MM/DD HH:MM text box, the same in every browser locale and always 24-hour, tidied when the
 * operator leaves it, with the date field's Japanese calendar for the date part. Choosing a day keeps
 * the typed time; without one the box takes the focus for it.
 */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  required = false,
  error,
  className,
  inputRef: outerRef,
}: Props) {
  const { open, toggle, close, wrapRef, buttonRef } = useCalendarToggle();
  const inputRef = useRef<HTMLInputElement>(null);
  const typedDate = parseDateText(value.normalize('NFKC').trim().split(/\s+|T/)[0] ?? '');
  const typedTime = parseDateTimeText(value)?.time;
  const today = jstDateOf(Date.now());
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div className={['date-field', 'date-time-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div ref={wrapRef} className="date-field-control">
        <div className="input-group has-validation">
          <input
            ref={(element) => {
              inputRef.current = element;
              outerRef?.(element);
            }}
            id={id}
            type="text"
            className={`form-control${error ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="YYYY/MM/DD HH:MM"
            maxLength={19}
            value={value}
            required={required}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={() => toDisplayDateTime(value) !== value && onChange(toDisplayDateTime(value))}
            onChange={(e) => onChange(e.target.value)}
          />
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-outline-secondary calendar-toggle"
            aria-label={`${label}のカレンダーを開く`}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={toggle}
          >
            <CalendarIcon />
          </button>
        </div>
        {open && (
          <CalendarPopover
            label={label}
            initial={typedDate ?? today}
            selected={typedDate}
            today={today}
            todayLabel="今日へ"
            onSelect={(date) => {
              if (typedTime) {
                onChange(`${toDisplayDate(date)} ${typedTime}`);
                close();
              } else {
                onChange(`${toDisplayDate(date)} `);
                toggle();
                inputRef.current?.focus();
              }
            }}
            onClose={close}
          />
        )}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
