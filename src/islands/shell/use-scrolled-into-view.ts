import { useEffect, useRef } from 'react';

/**
 * A ref for a message that appears inside a scrolling dialog body: each time `shown` turns to a new
 * value the element is scrolled into the body's view, so the member reads it without scrolling.
 */
export function useScrolledIntoView<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown !== null && shown !== undefined) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return ref;
}
