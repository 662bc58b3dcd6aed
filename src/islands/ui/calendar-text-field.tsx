import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { CalendarPopover } from './calendar-popover';
import { FieldLabel } from './field-label';
import { useCalendarToggle } from './use-calendar-toggle';
import './ui.scss';

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2zm-7 5h5v5h-5z" />
  </svg>
);

/** What the field's owner decides when a day is chosen: close the dialog, or hide it and keep typing. */
export interface CalendarPick {
  date: IsoDate;
  /** Closes the dialog and hands the focus back to its button. */
  close: () => void;
  /** Hides the dialog without moving the focus. */
  hide: () => void;
}

/** What a date field's owner gives it: the text as typed, its label and its message. */
export interface CalendarFieldProps {
  id: string;
  label: string;
  /** The text as typed (tidied when the field is left). */
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  error?: string;
}

interface Props extends CalendarFieldProps {
  /** The classes of the whole field (date-field and the owner's own). */
  className: string;
  placeholder: string;
  maxLength: number;
  /** Tidies the text when the field is left. */
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** The day the text means (the calendar's selection), or null. */
  selected: IsoDate | null;
  /** Where the calendar opens without a selection, and where its footer button goes. */
  today: IsoDate;
  todayLabel: string;
  onPick: (pick: CalendarPick) => void;
}

/**
 * The calendar text field both DateField and DateTimeField are: a label, a text box with the
 * button that opens the Japanese, Sunday-first calendar dialog, and the message under it.
 */
export function CalendarTextField({
  id,
  label,
  value,
  onChange,
  required = false,
  error,
  className,
  placeholder,
  maxLength,
  onBlur,
  inputRef,
  selected,
  today,
  todayLabel,
  onPick,
}: Props) {
  const { open, toggle, close, wrapRef, buttonRef } = useCalendarToggle();
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div ref={wrapRef} className="date-field-control">
        <div className="input-group has-validation">
          <input
            ref={inputRef}
            id={id}
            type="text"
            className={`form-control${error ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            maxLength={maxLength}
            value={value}
            required={required}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={onBlur}
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
            initial={selected ?? today}
            selected={selected}
            today={today}
            todayLabel={todayLabel}
            onSelect={(date) => onPick({ date, close, hide: toggle })}
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
