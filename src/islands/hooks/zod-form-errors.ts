import type { z } from 'zod';
import type { FormErrors, Validate } from './use-text-form';

/** A form schema as useTextForm's rules: the first message of each field (dotted path). */
export function formErrorsOf<V>(schema: z.ZodType<V>): Validate<V> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    const errors: FormErrors = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        errors[path] ??= issue.message;
      }
    return errors;
  };
}
