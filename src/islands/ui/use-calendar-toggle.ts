import { useEffect, useRef, useState } from 'react';

/**
 * The calendar dialog's open state for a date field: a click outside the field closes it, and
 * closing hands the focus back to the button that opened it. Shared by DateField and DateTimeField (CalendarTextField).
 */
export function useCalendarToggle() {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
  return { open, toggle: () => setOpen(!open), close, wrapRef, buttonRef };
}
