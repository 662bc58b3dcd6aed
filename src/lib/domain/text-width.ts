/** Half-width (半角): printable ASCII without spaces. */
export function isHalfWidth(value: string): boolean {
  return /^[\x21-\x7e]*$/.test(value);
}

/**
 * Full-width (全角): no ASCII and no half-width katakana. Full-width spaces, kanji, kana and
 * full-width alphanumerics pass.
 */
export function isFullWidth(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are half-width too
  return !/[\x00-\x7f\uff61-\uff9f]/.test(value);
}
