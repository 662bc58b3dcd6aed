/** Methods that change nothing: no CSRF or origin checks for them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** Whether a Content-Type header names JSON (any parameters after it). */
export function isJsonContentType(contentType: string | null): boolean {
  return /^application\/json\b/i.test(contentType ?? '');
}

/** Whether a request carries a body (by its length or chunked encoding). */
export function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return (length !== null && length !== '0') || request.headers.has('transfer-encoding');
}
