import Button from 'react-bootstrap/Button';
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
 * The calendar of the date field's dialog (WAI-ARIA APG date picker dialog): one focusable day
 * (roving tabindex), arrows by day and week, Home/End to the week's Sunday/Saturday, PageUp/Down
 * by month (with Shift by year), Enter or Space chooses. The dialog around it (calendar-modal.tsx)
 * keeps Tab inside and closes on Escape. Public holidays are marked like Sundays and named in the
 * day's label once their table has loaded.
 */
export function CalendarGrid({ initial, selected, today, todayLabel, onSelect, onClose }: Props) {
  const holidayName = useHolidays();
  const [focused, setFocused] = useState<IsoDate>(initial);
  const [moveFocus, setMoveFocus] = useState(true);
  const gridRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const month = monthOf(focused);
  const weeks = monthGrid(month);

  useEffect(() => {
    if (!moveFocus) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
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

  const navButton = (text: string, name: string, months: number) => (
    <Button
      variant="link"
      size="sm"
      className="calendar-nav"
      aria-label={name}
      onClick={() => go(addMonths(focused, months), false)}
    >
      {text}
    </Button>
  );

  return (
    <div ref={gridRef}>
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
        <Button variant="outline-secondary" size="sm" onClick={() => go(today)}>
          {todayLabel}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          閉じる
        </Button>
      </div>
    </div>
  );
}
