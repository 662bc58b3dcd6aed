/*
 * 法人番号 (corporate number): 13 ASCII digits, the first being a check digit over the 12-digit
 * base number (会社法人等番号). 法人番号の指定等に関する省令 (平成26年財務省令第70号) 第2条:
 *   check = 9 − ((Σ_{n=1..12} Pn × Qn) mod 9)
 *   Pn = n-th digit of the base number counting from the least significant (rightmost) digit,
 *   Qn = 1 when n is odd, 2 when n is even.
 * The result is always 1–9, so a leading 0 is never valid.
 */
const CORPORATE_NUMBER = /^\d{13}$/;
const BASE_NUMBER = /^\d{12}$/;

export function corporateNumberCheckDigit(baseNumber: string): number {
  if (!BASE_NUMBER.test(baseNumber)) throw new RangeError('A base number is 12 ASCII digits');
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(baseNumber[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export function isValidCorporateNumber(value: string): boolean {
  if (!CORPORATE_NUMBER.test(value)) return false;
  return Number(value[0]) === corporateNumberCheckDigit(value.slice(1));
}

/*
 * 適格請求書発行事業者の登録番号: "T" + 13 digits. For a corporation the digits are its corporate
 * number. Sole proprietors get a separate 13-digit number from the tax office; we apply the same
 * check digit to every registration number, since members and the exchange are corporations.
 * Only the upper-case ASCII "T" is accepted: normalise full-width input at the form, not here.
 */
const REGISTRATION_NUMBER = /^T(\d{13})$/;

export function isValidInvoiceRegistrationNumber(value: string): boolean {
  const match = REGISTRATION_NUMBER.exec(value);
  return match !== null && isValidCorporateNumber(match[1] ?? '');
}

/** The registration number a corporation gets: "T" + its corporate number. */
export function invoiceRegistrationNumberOf(corporateNumber: string): string {
  if (!isValidCorporateNumber(corporateNumber)) throw new RangeError('Not a valid corporate number');
  return `T${corporateNumber}`;
}
