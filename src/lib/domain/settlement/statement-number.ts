/*
 * Statement number (decision): S{targetYear:4}{marketNo:6}-{memberNumber}, e.g. S2026000012-A1234.
 * Built only from the auction and the member, so settling an auction twice yields the same numbers
 * (a unique index turns a double run into a conflict, not a duplicate invoice), and numbers sort by
 * year then auction. targetYear is the auction's target year (the spec's fiscalYear), not the fiscal
 * year of the clearing date: the May round of year Y clears in fiscal year Y + 1.
 */
const MEMBER_NUMBER = /^[A-Za-z0-9]{1,20}$/;

export function statementNumber(targetYear: number, marketNo: number, memberNumber: string): string {
  if (!Number.isInteger(targetYear) || targetYear < 1000 || targetYear > 9999) {
    throw new RangeError(`Target year must have four digits: ${targetYear}`);
  }
  if (!Number.isInteger(marketNo) || marketNo < 1 || marketNo > 999_999) {
    throw new RangeError(`marketNo must be 1–999999: ${marketNo}`);
  }
  // Kept to ASCII letters and digits because the number also names the PDF file.
  if (!MEMBER_NUMBER.test(memberNumber)) throw new RangeError(`Unusable member number: ${memberNumber}`);
  return `S${targetYear}${String(marketNo).padStart(6, '0')}-${memberNumber}`;
}

const STATEMENT_NUMBER = /^S(\d{4})(\d{6})-([A-Za-z0-9]{1,20})$/;

export function parseStatementNumber(
  value: string,
): { targetYear: number; marketNo: number; memberNumber: string } | null {
  const match = STATEMENT_NUMBER.exec(value);
  if (!match || Number(match[2]) === 0) return null;
  return { targetYear: Number(match[1]), marketNo: Number(match[2]), memberNumber: match[3] ?? '' };
}
