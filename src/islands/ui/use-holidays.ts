import { useEffect, useState } from 'react';
import type { IsoDate } from '../../lib/domain/calendar/iso-date';

export type HolidayName = (date: IsoDate) => string | null;

const LOADED = Symbol.for('nfc.ui.holidays');
type Holder = { [LOADED]?: Promise<HolidayName> };

/** The holiday table (12.7 KB gzip) is fetched when a calendar first opens, once per page. */
function loadHolidays(): Promise<HolidayName> {
  const holder = globalThis as Holder;
  holder[LOADED] ??= import('../../lib/domain/calendar/holidays').then(({ publicHolidayName }) => (date) => {
    try {
      return publicHolidayName(date);
    } catch {
      // A year the data set does not cover: shown without marks rather than failing the calendar.
      return null;
    }
  });
  return holder[LOADED];
}

const NONE: HolidayName = () => null;

/** Public holiday names for the open calendar; no marks until the table has arrived. */
export function useHolidays(): HolidayName {
  const [lookup, setLookup] = useState<HolidayName>(() => NONE);
  useEffect(() => {
    let live = true;
    loadHolidays()
      .then((found) => live && setLookup(() => found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return lookup;
}
