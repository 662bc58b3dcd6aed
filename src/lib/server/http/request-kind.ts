/** Methods that change nothing: no CSRF or origin checks for them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** Whether a Content-Type header names JSON (any parameters after it). */
export function isJsonContentType(contentType: string | null): boolean {
  return /^application\/json\b/i.test(contentType ?? '');
}
