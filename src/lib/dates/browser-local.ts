import { ISO_DAY, dayjs } from './dayjs';

/*
 * Spec §7: a Date a screen passes to the API client goes as the browser's own wall-clock reading,
 * without a zone: YYYY-MM-DD in a query, YYYY-MM-DDTHH:mm:ss.SSS in a POST/PUT body.
 */
export const localDay = (d: Date): string => dayjs(d).format(ISO_DAY);
export const localDateTime = (d: Date): string => dayjs(d).format('YYYY-MM-DDTHH:mm:ss.SSS');
