import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  invoiceRegistrationNumberOf,
  isValidCorporateNumber,
  isValidInvoiceRegistrationNumber,
} from '../../src/lib/domain/corporate-number';

// Published corporate numbers (国税庁法人番号公表サイト).
const REAL = [
  ['7000012050002', '国税庁'],
  ['1180301018771', 'トヨタ自動車株式会社'],
  ['5010401067252', 'ソニーグループ株式会社'],
  ['4011001098993', '株式会社FoundingBase'],
] as const;

describe('corporate number (法人番号) check digit', () => {
  it.each(REAL)('%s (%s) is valid', (number) => {
    expect(isValidCorporateNumber(number)).toBe(true);
  });

  it('computes 9 − (Σ Pn×Qn mod 9) with Qn = 1 for odd, 2 for even positions from the right', () => {
    // 000012050002 from the right: 2×1 + 5×1 (n=5) + 2×1 (n=7) + 1×2 (n=8) = 11; 11 mod 9 = 2; 9 − 2 = 7.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    // Worked example of the 財務省令 explainer: base 123456789012 → 74 mod 9 = 2 → 7.
    expect(corporateNumberCheckDigit('123456789012')).toBe(7);
    // A sum divisible by 9 gives 9, never 0.
    expect(corporateNumberCheckDigit('000000000000')).toBe(9);
    expect(corporateNumberCheckDigit('000000000009')).toBe(9);
  });

  it('rejects a wrong check digit and each base digit bumped by one', () => {
    expect(isValidCorporateNumber('8000012050002')).toBe(false);
    const base = '1180301018771';
    for (let i = 1; i < 13; i += 1) {
      const digit = Number(base[i]);
      const changed = `${base.slice(0, i)}${(digit + 1) % 10}${base.slice(i + 1)}`;
      expect(isValidCorporateNumber(changed), changed).toBe(false);
    }
  });

  it('cannot see a 0 ↔ 9 swap (±9 and ±18 vanish mod 9): a limit of the official algorithm', () => {
    expect(isValidCorporateNumber('7000012050002')).toBe(true);
    expect(isValidCorporateNumber('7000012950002')).toBe(true);
  });

  it.each([
    '',
    '700001205000',
    '70000120500020',
    '7000-12050002',
    '７０００012050002',
    ' 7000012050002',
    '0000000000000',
  ])('rejects %j', (value) => {
    expect(isValidCorporateNumber(value)).toBe(false);
  });

  it('refuses a malformed base number', () => {
    expect(() => corporateNumberCheckDigit('12345')).toThrow(RangeError);
  });
});

describe('qualified invoice registration number (登録番号)', () => {
  it('is T + a valid corporate number', () => {
    expect(isValidInvoiceRegistrationNumber('T7000012050002')).toBe(true);
    expect(isValidInvoiceRegistrationNumber('T1180301018771')).toBe(true);
    expect(invoiceRegistrationNumberOf('1180301018771')).toBe('T1180301018771');
  });

  it.each(['7000012050002', 't7000012050002', 'Ｔ7000012050002', 'T8000012050002', 'T700001205000', 'T 7000012050002'])(
    'rejects %j',
    (value) => {
      expect(isValidInvoiceRegistrationNumber(value)).toBe(false);
    },
  );

  it('derives only from valid corporate numbers', () => {
    expect(() => invoiceRegistrationNumberOf('8000012050002')).toThrow(RangeError);
  });
});
