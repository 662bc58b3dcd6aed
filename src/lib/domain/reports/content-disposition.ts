/*
 * Download names are Japanese (残高照会_2026_20261122.csv). RFC 6266 carries them in
 * filename*=UTF-8''…, and an ASCII filename= serves clients that do not read the extended form.
 */

/** RFC 5987 attr-char: everything else, including ' ( ) * which encodeURIComponent keeps, is escaped. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A quoted-string-safe ASCII name: anything outside printable ASCII, quotes and backslashes become _. */
export function asciiFileName(value: string): string {
  const cleaned = value.replace(/[^\x20-\x7e]|["\\]/g, '_').trim();
  return cleaned === '' ? 'download' : cleaned;
}

export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFileName(asciiFallback)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
