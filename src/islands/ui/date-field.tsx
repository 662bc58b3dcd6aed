import { jstDateOf } from '../../lib/domain/calendar/jst';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import { CalendarTextField, type CalendarFieldProps } from './calendar-text-field';
import { parseDateText, toDisplayDate } from './date-text';

interface Props extends CalendarFieldProps {
  /**
   * Where the calendar opens when the field is empty, and where its 業務日付へ button goes: the
   * session's business date (the calendar's one "today" on every screen; the JST date only when
   * no session is known).
   */
  today?: IsoDate;
  className?: string;
}

/** The calendar footer's button, the same on every screen: dates in this system are business dates. */
export const TODAY_LABEL = '業務日付へ';

/**
 * The one date field of the islands: a YYYY/MM/DD text box (the same in every browser locale;
 * 2027/4/8, 20270408 and full-width digits are tidied when the member leaves it) with a button
 * that opens the Japanese, Sunday-first calendar dialog, public holidays marked.
 */
export function DateField({ today, className, ...field }: Props) {
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
