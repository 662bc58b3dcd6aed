import { env, type DateFormats } from './config';

/*
 * Spec §7: a Date in a call goes as the browser's own wall-clock reading, without a zone. The
 * formatting is the date module's (dayjs), handed in by the callers that send Dates (the islands,
 * src/islands/api.ts): the plain pages' calls never carry one, so they load no dayjs (decision 0025).
 */
function formats(): DateFormats {
  const configured = env().dateFormats;
  if (!configured) {
    throw new Error('A Date in an API call needs the date formats: configureApiClient({ dateFormats }).');
  }
  return configured;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function hasDate(value: unknown): boolean {
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.some(hasDate);
  return isPlainObject(value) && Object.values(value).some(hasDate);
}

function replaceDates<T>(value: T, format: (d: Date) => string): T {
  if (value instanceof Date) return format(value) as T;
  if (Array.isArray(value)) return value.map((v) => replaceDates(v, format)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceDates(v, format)])) as T;
  }
  return value;
}

/** Every Date in a POST/PUT body, however deep, as local YYYY-MM-DDTHH:mm:ss.SSS; other values alone. */
export async function convertBodyDates<T>(value: T): Promise<T> {
  if (!hasDate(value)) return value;
  return replaceDates(value, formats().localDateTime);
}

/** Query values: Dates as their local YYYY-MM-DD; null and undefined dropped so optional filters are simply absent. */
export async function convertQuery(
  query: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  if (!query) return undefined;
  const present = Object.entries(query).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(
    present.map(([key, value]) => [key, value instanceof Date ? formats().localDay(value) : value]),
  );
}
