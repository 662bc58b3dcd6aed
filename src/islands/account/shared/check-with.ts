import type { z } from 'zod';
import { msg } from '@/lib/schemas/message-texts';

type Ctx = { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void };
export interface FormIssue {
  path: (string | number)[];
  message: string;
}

interface Options<T> {
  /**
   * Text fields that must not be blank although the shared schema would report a format error for
   * them first (dates): blank ones get "{label}は必須入力です。" instead.
   */
  required?: Record<string, string>;
  /** Checks on the text itself, ahead of the shared schema (e.g. letters typed into a volume). */
  before?: (values: T) => FormIssue[];
  /** Checks that need the shared schema satisfied for their field (e.g. the available volume). */
  after?: (values: T) => FormIssue[];
}

/**
 * Forms keep their inputs as text; the shared request schemas define what is valid. This runs the
 * shared schema on the converted values and reports its issues on the form's own fields (the paths
 * match), one message per field: the first rule it breaks.
 */
export function checkWith<T extends Record<string, unknown>>(
  schema: z.ZodType,
  toInput: (values: T) => unknown = (v) => v,
  options: Options<T> = {},
) {
  return (values: T, ctx: Ctx): void => {
    const reported = new Set<string>();
    const report = (issue: FormIssue) => {
      const key = issue.path.map(String).join('.');
      if (reported.has(key)) return;
      reported.add(key);
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    };
    for (const [field, label] of Object.entries(options.required ?? {})) {
      const v = values[field];
      if (typeof v === 'string' && v.trim() === '') report({ path: [field], message: msg.required(label) });
    }
    options.before?.(values).forEach(report);
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues)
        report({ path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), message: issue.message });
    }
    options.after?.(values).forEach(report);
  };
}
