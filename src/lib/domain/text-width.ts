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

/**
 * Half-width letters, digits, symbols and spaces to their full-width forms (１２３, ＡＢＣ, －,
 * the ideographic space), as an address is printed on a certificate. Half-width katakana and
 * control characters stay as they are, so the full-width rule still refuses them.
 */
export function toFullWidthAscii(value: string): string {
  return value.replace(/[\x20-\x7e]/g, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
}
