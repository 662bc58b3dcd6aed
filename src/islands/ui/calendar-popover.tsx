import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';
import {
  addMonths,
  keyTarget,
  longDateLabel,
  monthGrid,
  monthOf,
  monthTitle,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from './calendar-math';
import { useHolidays } from './use-holidays';

interface Props {
  label: string;
  /** The date the grid opens on: the field's value, else the business date. */
  initial: IsoDate;
  selected: IsoDate | null;
  today: IsoDate;
  /** The footer's way back to `today` (the business date): 業務日付へ. */
  todayLabel: string;
  onSelect: (date: IsoDate) => void;
  onClose: () => void;
}

/**
 * The calendar dialog of the date field (WAI-ARIA APG date picker dialog): one focusable day
 * (roving tabindex), arrows by day and week, Home/End to the week's Sunday/Saturday, PageUp/Down
 * by month (with Shift by year), Enter or Space chooses, Escape closes. Tab cycles inside.
 * Public holidays are marked like Sundays and named in the day's label once their table has loaded.
 */
export function CalendarPopover({ label, initial, selected, today, todayLabel, onSelect, onClose }: Props) {
  const holidayName = useHolidays();
  const [focused, setFocused] = useState<IsoDate>(initial);
  const [moveFocus, setMoveFocus] = useState(true);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const month = monthOf(focused);
  const weeks = monthGrid(month);

  useEffect(() => {
    if (!moveFocus) return;
    dialogRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
    setMoveFocus(false);
  }, [focused, moveFocus]);

  const go = (date: IsoDate, focusGrid = true) => {
    setFocused(date);
    setMoveFocus(focusGrid);
  };

  const onGridKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(focused);
      return;
    }
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    go(target);
  };

  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button, [tabindex="0"]') ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const navButton = (text: string, name: string, months: number) => (
    <button
      type="button"
      className="btn btn-sm btn-link calendar-nav"
      aria-label={name}
      onClick={() => go(addMonths(focused, months), false)}
    >
      {text}
    </button>
  );

  return (
    <div
      ref={dialogRef}
      className="calendar-popover shadow"
      role="dialog"
      aria-modal="true"
      aria-label={`${label}の日付を選択`}
      onKeyDown={onDialogKey}
    >
      <div className="calendar-header">
        {navButton('«', '前の年', -12)}
        {navButton('‹', '前の月', -1)}
        <h2 id={titleId} className="calendar-title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        {navButton('›', '次の月', 1)}
        {navButton('»', '次の年', 12)}
      </div>
      <table className="calendar-grid" role="grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th key={w} scope="col" abbr={WEEKDAY_NAMES[i]} className={i === 0 ? 'sun' : i === 6 ? 'sat' : undefined}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((d) => {
                const holiday = holidayName(d.date);
                return (
                  <td
                    key={d.date}
                    role="gridcell"
                    data-date={d.date}
                    tabIndex={d.date === focused ? 0 : -1}
                    aria-selected={d.date === selected}
                    aria-current={d.date === today ? 'date' : undefined}
                    aria-label={longDateLabel(d.date, holiday)}
                    title={holiday ?? undefined}
                    className={[
                      'calendar-day',
                      d.inMonth ? '' : 'other-month',
                      d.weekday === 0 || holiday ? 'sun' : d.weekday === 6 ? 'sat' : '',
                      holiday ? 'holiday' : '',
                    ]
                      .join(' ')
                      .trim()}
                    onClick={() => onSelect(d.date)}
                  >
                    {d.day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="calendar-footer">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(today)}>
          {todayLabel}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          閉じる
        </button>
      </div>
    </div>
  );
}
