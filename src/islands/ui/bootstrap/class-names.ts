/** Class names joined with spaces, skipping the empty ones (false, undefined, ''). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
