import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Messages keyed by field path ("unitPrice", "preferences.1.equipmentId"). */
export type FlatErrors = Record<string, string>;

/** react-hook-form wants errors shaped like the values; the rules are easier to write (and test) flat. */
export function nestErrors(flat: FlatErrors): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, i) => {
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = { type: 'validate', message };
  }
  return root;
}

/** A resolver from a flat rule function; the values pass through unchanged. */
export function flatResolver<T extends FieldValues>(rules: (values: T) => FlatErrors): Resolver<T> {
  return async (values) => {
    const flat = rules(values);
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: nestErrors(flat) as FieldErrors<T> };
  };
}
