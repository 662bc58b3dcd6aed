import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { dayjs, type Dayjs } from './dayjs';

dayjs.extend(customParseFormat);

/**
 * The text read strictly (customParseFormat) by the first of the formats it matches exactly, as a
 * UTC dayjs with the text's wall-clock fields, so the host's zone never shifts it; null otherwise.
 */
export function strictUtc(text: string, formats: readonly string[]): Dayjs | null {
  for (const format of formats) {
    const parsed = dayjs.utc(text, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}
