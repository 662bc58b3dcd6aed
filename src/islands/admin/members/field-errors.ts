import type { z } from 'zod';

/** The shared schema's messages by field, before anything is sent (the server says the same). */
export function fieldErrorsOf<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data?: z.infer<S>; errors: Record<string, string> } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
