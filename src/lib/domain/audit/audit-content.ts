/** Longest 内容 cell on screen; the CSV carries the same compact text in full. */
const AUDIT_CONTENT_SCREEN_MAX = 200;

function compact(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * 内容: "before → after" as compact JSON, only the side that exists when one is missing (a
 * creation has no before, most actions record only an after).
 */
export function auditContent(before: unknown, after: unknown): string {
  const b = compact(before);
  const a = compact(after);
  if (b && a) return `${b} → ${a}`;
  return b || a;
}

export function truncateForScreen(text: string, max = AUDIT_CONTENT_SCREEN_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
