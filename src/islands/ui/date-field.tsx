import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { lazy, Suspense } from 'react';
import { jstDateOf } from '../../lib/domain/calendar/jst';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { parseDateText, toDisplayDate } from './date-text';
import { FieldLabel } from './field-label';
import { useCalendarToggle } from './use-calendar-toggle';
import { useShownOnce } from './use-shown-once';
import './ui.scss';

// The calendar dialog (react-bootstrap's Modal and the grid) is fetched when a calendar first opens.
const CalendarModal = lazy(() => import('./calendar-modal'));

/*
 * CalendarTextField lives here with DateField, and DateTimeField imports it from here: one module
 * for the field and both its owners keeps DateField in the calendar's chunk. In a file of its own
 * (DateTimeField not importing this one), DateField became a chunk of its own on every page with a
 * date field (0.2 KB gzip more on /account/history, against the per-page JavaScript budget).
 */

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

interface CalendarTextFieldProps extends CalendarFieldProps {
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
}: CalendarTextFieldProps) {
  const { open, restoreFocus, show, close, hide } = useCalendarToggle();
  const shown = useShownOnce(open);
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <InputGroup hasValidation>
        <Form.Control
          ref={inputRef}
          id={id}
          type="text"
          isInvalid={!!error}
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
        <Button
          variant="outline-secondary"
          className="calendar-toggle"
          aria-label={`${label}のカレンダーを開く`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          <CalendarIcon />
        </Button>
      </InputGroup>
      {shown && (
        <Suspense fallback={null}>
          <CalendarModal
            show={open}
            label={label}
            initial={selected ?? today}
            selected={selected}
            today={today}
            todayLabel={todayLabel}
            restoreFocus={restoreFocus}
            onSelect={(date) => onPick({ date, close, hide })}
            onClose={close}
          />
        </Suspense>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </div>
  );
}

interface DateFieldProps extends CalendarFieldProps {
  /**
   * Where the calendar opens when the field is empty, and where its 業務日付へ button goes: the
   * session's business date (the calendar's one "today" on every screen; the JST date only when
   * no session is known).
   */
  today?: IsoDate;
  className?: string;
}

/** The calendar footer's button, the same on every screen: dates in this system are business dates. */
const TODAY_LABEL = '業務日付へ';

/**
 * The one date field of the islands: a YYYY/MM/DD text box (the same in every browser locale;
 * 2027/4/8, 20270408 and full-width digits are tidied when the member leaves it) with a button
 * that opens the Japanese, Sunday-first calendar dialog, public holidays marked.
 */
export function DateField({ today, className, ...field }: DateFieldProps) {
  const { value, onChange } = field;
  const parsed = parseDateText(value);
  return (
    <CalendarTextField
      {...field}
      className={['date-field', className].filter(Boolean).join(' ')}
      placeholder="YYYY/MM/DD"
      maxLength={10}
      onBlur={() => parsed && toDisplayDate(parsed) !== value && onChange(toDisplayDate(parsed))}
      selected={parsed}
      today={today ?? jstDateOf(Date.now())}
      todayLabel={TODAY_LABEL}
      onPick={({ date, close }) => {
        onChange(toDisplayDate(date));
        close();
      }}
    />
  );
}
