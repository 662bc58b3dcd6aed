import { useRef } from 'react';
import { jstDateOf } from '../../lib/domain/calendar/jst';
import { CalendarTextField, type CalendarFieldProps } from './date-field';
import { parseDateText, toDisplayDate } from './date-text';
import { parseDateTimeText, toDisplayDateTime } from './date-time-text';

interface Props extends CalendarFieldProps {
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
export function DateTimeField({ className, inputRef: outerRef, ...field }: Props) {
  const { value, onChange } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  const typedDate = parseDateText(value.normalize('NFKC').trim().split(/\s+|T/)[0] ?? '');
  const typedTime = parseDateTimeText(value)?.time;

  return (
    <CalendarTextField
      {...field}
      className={['date-field', 'date-time-field', className].filter(Boolean).join(' ')}
      placeholder="YYYY/MM/DD HH:MM"
      maxLength={19}
      onBlur={() => toDisplayDateTime(value) !== value && onChange(toDisplayDateTime(value))}
      inputRef={(element) => {
        inputRef.current = element;
        outerRef?.(element);
      }}
      selected={typedDate}
      today={jstDateOf(Date.now())}
      todayLabel="今日へ"
      onPick={({ date, close, hide }) => {
        if (typedTime) {
          onChange(`${toDisplayDate(date)} ${typedTime}`);
          close();
        } else {
          onChange(`${toDisplayDate(date)} `);
          hide();
          inputRef.current?.focus();
        }
      }}
    />
  );
}
