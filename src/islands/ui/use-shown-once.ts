import { useState } from 'react';

/**
 * True from the first time `show` is true on: a lazily loaded modal is fetched when first opened
 * and stays mounted afterwards, so react-bootstrap sees it close (and gives focus back) rather than
 * vanish.
 */
export function useShownOnce(show: boolean): boolean {
  const [shown, setShown] = useState(show);
  if (show && !shown) setShown(true);
  return shown || show;
}
