import { useEffect, useState } from 'react';
import { marketNow } from '@/lib/domain/auction';

/**
 * The market clock (business date + Tokyo time of day) ticking every second. The offset to the
 * browser clock is taken once, so the count keeps running across midnight. Null until mounted:
 * the server render shows no time that the browser would contradict.
 */
export function useMarketClock(businessDate: string | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const start = Date.now();
    const offset = businessDate ? marketNow(businessDate, new Date(start)).getTime() - start : 0;
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [businessDate]);
  return now;
}
