import dayjs from 'dayjs';

/** Spec §7: Date values in POST/PUT bodies go as local time without zone. */
export const BODY_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSS';
/** Spec §7/§9: Date values in queries go as calendar dates. */
export const QUERY_DATE_FORMAT = 'YYYY-MM-DD';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Replaces every Date, however deep, with its local date-time text; leaves other values alone. */
export function convertBodyDates<T>(value: T): T {
  if (value instanceof Date) return dayjs(value).format(BODY_DATE_FORMAT) as T;
  if (Array.isArray(value)) return value.map((v) => convertBodyDates(v)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertBodyDates(v)])) as T;
  }
  return value;
}

/** Query values: Dates as YYYY-MM-DD; null and undefined dropped so optional filters are simply absent. */
export function convertQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    out[key] = value instanceof Date ? dayjs(value).format(QUERY_DATE_FORMAT) : value;
  }
  return out;
}
