import { useState } from 'react';

/**
 * The calendar dialog's open state for a date field. Closing gives the focus back to the button
 * that opened it (react-bootstrap's Modal does); hiding leaves the focus to the owner. Shared by
 * DateField and DateTimeField (CalendarTextField).
 */
export function useCalendarToggle() {
  const [open, setOpen] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  const toggle = (to: boolean, restore: boolean) => {
    setRestoreFocus(restore);
    setOpen(to);
  };
  return {
    open,
    restoreFocus,
    show: () => toggle(true, true),
    close: () => toggle(false, true),
    hide: () => toggle(false, false),
  };
}
