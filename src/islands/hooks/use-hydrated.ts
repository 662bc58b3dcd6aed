import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the island's handlers are attached.
 * A button that only works through a handler is disabled until then, so an early click (a slow
 * PC, a busy page) is visibly not taken instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
