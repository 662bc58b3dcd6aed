/*
 * The shape a confirm step expects of the input kept in sessionStorage (a tab may hold values of
 * an older build). A plain check instead of the zod schemas: the confirm pages then load no
 * validation library until 登録, where the shared request schema checks the values for real.
 */

/** What one kept field must be: text, a number, or a list of records of the given shape. */
type FieldShape<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends readonly (infer Item)[]
      ? { list: Shape<Item> }
      : { record: Shape<V> };

/** Every field of T, each with its kind: the compiler keeps the shape and the type together. */
export type Shape<T> = { [K in keyof T]-?: FieldShape<T[K]> };

type AnyShape = Record<string, 'string' | 'number' | { list: AnyShape } | { record: AnyShape }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matches(value: unknown, shape: AnyShape): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(shape).every(([key, kind]) => {
    const field = value[key];
    if (kind === 'string' || kind === 'number') return typeof field === kind;
    if ('list' in kind) return Array.isArray(field) && field.every((item) => matches(item, kind.list));
    return matches(field, kind.record);
  });
}

/** A guard for values of T that have every field of `shape` with its kind (extra fields are kept). */
export function shapeGuard<T>(shape: Shape<T>): (value: unknown) => value is T {
  return (value: unknown): value is T => matches(value, shape as unknown as AnyShape);
}
