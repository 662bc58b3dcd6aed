import { jstDateOf } from '../../lib/domain/calendar/jst';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { CalendarPopover } from './calendar-popover';
import { parseDateText, toDisplayDate } from './date-text';
import { FieldLabel } from './field-label';
import { useCalendarToggle } from './use-calendar-toggle';
import './ui.scss';

interface Props {
  id: string;
  label: string;
  /** The text as typed (YYYY/MM/DD once tidied). */
  value: string;
  onChange: (text: string) => void;
  /**
   * Where the calendar opens when the field is empty, and where its 業務日付へ button goes: the
   * session's business date (the calendar's one "today" on every screen; the JST date only when
   * no session is known).
   */
  today?: IsoDate;
  required?: boolean;
  error?: string;
  className?: string;
}

/** The calendar footer's button, the same on every screen: dates in this system are business dates. */
export const TODAY_LABEL = '業務日付へ';

export const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zm0-12H5V6h14v2zm-7 5h5v5h-5z" />
  </svg>
);

/**
 * The one date field of the islands: a YYYY/MM/DD text box (the same in every browser locale;
 * 2027/4/8, 20270408 and full-width digits are tidied when the member leaves it) with a button
 * that opens the Japanese, Sunday-first calendar dialog, public holidays marked.
 */
export function DateField({ id, label, value, onChange, today, required = false, error, className }: Props) {
  const { open, toggle, close, wrapRef, buttonRef } = useCalendarToggle();
  const parsed = parseDateText(value);
  const home = today ?? jstDateOf(Date.now());
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div className={['date-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div ref={wrapRef} className="date-field-control">
        <div className="input-group has-validation">
          <input
            id={id}
            type="text"
            className={`form-control${error ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="YYYY/MM/DD"
            maxLength={10}
            value={value}
            required={required}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={() => parsed && toDisplayDate(parsed) !== value && onChange(toDisplayDate(parsed))}
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
            initial={parsed ?? home}
            selected={parsed}
            today={home}
            todayLabel={TODAY_LABEL}
            onSelect={(date) => {
              onChange(toDisplayDate(date));
              close();
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
