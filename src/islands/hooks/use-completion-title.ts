import { useEffect } from 'react';
import { showCompletionTitle } from '../../lib/browser/completion-title';

/** Used by the done views of the transfer, issuing and sell flows: the page now says （完了）. */
export function useCompletionTitle(): void {
  useEffect(() => showCompletionTitle(), []);
}
