/*
 * Japanese keyboards type figures full-width (１，０００ or １．２３) unless the member switches the
 * input mode. Volume and price texts are read through this one conversion before they are parsed,
 * on the screens and on the server alike: full-width digits, period, comma and minus become their
 * ASCII forms, the ideographic comma 、 and the halfwidth ､ count as commas, and full-width spaces
 * as spaces. Nothing else is folded (NFKC would also turn ① or ㎾ into figures).
 */
const FULL_WIDTH_DIGIT = /[０-９]/g;
const FOLDS: Record<string, string> = {
  '．': '.',
  '，': ',',
  '、': ',',
  '､': ',',
  '－': '-',
  '\u3000': ' ',
};
const FOLDABLE = /[．，、､－\u3000]/g;

export function toHalfWidthNumberText(text: string): string {
  return text
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c);
}
