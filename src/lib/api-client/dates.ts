const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Spec §7/§9: a Date in a query goes as its local calendar date, YYYY-MM-DD. */
function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spec §7: a Date in a POST/PUT body goes as local time without zone, YYYY-MM-DDTHH:mm:ss.SSS. */
function localDateTime(d: Date): string {
  return `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Replaces every Date, however deep, with its local date-time text; leaves other values alone. */
export function convertBodyDates<T>(value: T): T {
  if (value instanceof Date) return localDateTime(value) as T;
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
    out[key] = value instanceof Date ? localDate(value) : value;
  }
  return out;
}
