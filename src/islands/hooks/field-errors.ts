import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@/lib/errors/catalogue';

/** A 422 answer's field path as the forms name it: "preferences[0].equipmentId" → "preferences.0.equipmentId". */
export const fieldPath = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * The one reader of a 422 answer's field list, for every form (React forms, the sign-in pages'
 * DOM forms, the console). Places a 422 answer's field errors on the form fields it names ("preferences[0].equipmentId" or
 * "preferences.0.equipmentId"); returns the messages that belong to no field of this form.
 */
export function placeFieldErrors(
  fieldErrors: FieldError[],
  known: (path: string) => boolean,
  place: (path: string, message: string) => void,
): string[] {
  const rest: string[] = [];
  for (const e of fieldErrors) {
    const path = fieldPath(e.field);
    if (known(path)) place(path, e.message);
    else if (!rest.includes(e.message)) rest.push(e.message);
  }
  return rest;
}

/** The field list as [path, message] pairs, each field's first message (a DOM form places them itself). */
export function fieldMessages(fieldErrors: FieldError[]): [string, string][] {
  const found = new Map<string, string>();
  placeFieldErrors(
    fieldErrors,
    () => true,
    (path, message) => {
      if (!found.has(path)) found.set(path, message);
    },
  );
  return [...found];
}

/** The errors react-hook-form holds (nested by path), as far as this reader needs them. */
interface ErrorTree {
  [key: string]: ErrorTree | string | undefined;
}

/**
 * The message a form holds for a field path ("unitPrice", "lines.0.volume"); a list's own message
 * (none chosen) sits at its root. Written here rather than with react-hook-form's `get`, so the
 * sign-in pages' scripts that read this module do not load the form library.
 */
export function messageAt(errors: object, path: string): string | undefined {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as ErrorTree | undefined)?.[key];
  const found = at as ErrorTree | undefined;
  const message = found?.message ?? (found?.root as ErrorTree | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** react-hook-form's setError as the one mapper places messages: a server's message on a field, until it is checked again. */
export const onField =
  <V extends FieldValues>(setError: UseFormSetError<V>) =>
  (path: string, message: string) =>
    setError(path as FieldPath<V>, { type: 'server', message });
