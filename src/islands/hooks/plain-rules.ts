import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's few rules of its own (no zod: the result filters, the settlement search) as a
 * react-hook-form resolver: the message of each field that breaks one.
 */
export function plainResolver<V extends FieldValues>(
  messages: (values: V) => Partial<Record<string, string>>,
): Resolver<V> {
  return async (values) => {
    const found = Object.entries(messages(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([path, message]) => [path, { type: 'rule', message }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
