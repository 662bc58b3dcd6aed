import type { z } from 'zod';

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || '入力'}: ${i.message}`).join('\n'));
  return parsed.data;
}
