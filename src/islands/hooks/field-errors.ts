import type { FieldError } from '@/lib/errors/catalogue';

/**
 * Places a 422 answer's field errors on the form fields it names ("preferences[0].equipmentId" or
 * "preferences.0.equipmentId"); returns the messages that belong to no field of this form.
 */
export function placeFieldErrors(
  fieldErrors: FieldError[],
  known: (path: string) => boolean,
  place: (path: string, message: string) => void,
): string[] {
  const rest: string[] = [];
  for (const e of fieldErrors) {
    const path = e.field.replace(/\[(\d+)\]/g, '.$1');
    if (known(path)) place(path, e.message);
    else if (!rest.includes(e.message)) rest.push(e.message);
  }
  return rest;
}
