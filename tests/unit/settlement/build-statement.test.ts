import { describe, expect, it } from 'vitest';
import { buildStatement, type StatementInput } from '@/lib/domain/settlement';

const issuer = { name: '非化石価値取引所（テスト）', registrationNumber: 'T7000012050002' };
const member = { memberNumber: 'A0001', name: 'テスト電力株式会社', registrationNumber: 'T1180301018771' };

function input(
  productCd: 1 | 2 | 3,
  contracts: StatementInput['contracts'],
  clearingDate = '2026-04-28',
): StatementInput {
  return { issuer, member, auction: { targetYear: 2026, marketNo: 12, productCd }, clearingDate, contracts };
}

describe('buyer statement', () => {
  // FIT is pay-as-bid: each line at its own price.
  const s = buildStatement(
    input(1, [
      { reference: 'B1', side: 'buy', productCd: 1, volumeKwh: 1_000_000, priceCents: 40 },
      { reference: 'B2', side: 'buy', productCd: 1, volumeKwh: 12_345, priceCents: 133 },
    ]),
  );

  it('prices each line, truncating fractions of a yen', () => {
    expect(s.lines.map((l) => [l.lineNo, l.amountYen, l.feeYen])).toEqual([
      [1, 400_000, 1_000], // 0.40 × 1,000,000; fee ⌊1,000,000 / 1000⌋
      [2, 16_418, 12], // 1.33 × 12,345 = 16,418.85 → 16,418; fee ⌊12.345⌋
    ]);
    expect(s.feeLine).toEqual({ volumeKwh: 1_012_345, rateMilliYenPerKwh: 1, feeYen: 1_012 });
  });

  it('taxes amounts and fees once, at 10 %, rounded down', () => {
    expect(s.charge).toEqual({
      kind: 'charge',
      ratePercent: 10,
      taxableYen: 417_430,
      taxYen: 41_743,
      totalYen: 459_173,
    });
    expect(s.credit).toBeNull();
    expect([s.direction, s.subtotalYen, s.taxYen, s.totalYen]).toEqual(['pay', 417_430, 41_743, 459_173]);
  });

  it('carries the qualified-invoice fields, number and due date', () => {
    expect(s.statementNo).toBe('S2026000012-A0001');
    expect(s.issuer).toEqual(issuer);
    expect(s.taxRatePercent).toBe(10);
    expect(s.transactionDate).toBe('2026-04-28');
    expect(s.issueDate).toBe('2026-04-28');
    expect(s.dueDate).toBe('2026-05-11'); // across Golden Week
  });
});

describe('seller statement', () => {
  it('receives sale + its tax, less fee + its tax, each taxed on its own', () => {
    // 19,000 kWh at 0.85 円 → 16,150 円 (+1,615 tax); fee 19 円 (+⌊1.9⌋ = 1 tax).
    const s = buildStatement(input(2, [{ side: 'sell', productCd: 2, volumeKwh: 19_000, priceCents: 85 }]));
    expect(s.credit).toEqual({ kind: 'credit', ratePercent: 10, taxableYen: 16_150, taxYen: 1_615, totalYen: 17_765 });
    expect(s.charge).toEqual({ kind: 'charge', ratePercent: 10, taxableYen: 19, taxYen: 1, totalYen: 20 });
    expect([s.direction, s.subtotalYen, s.taxYen, s.totalYen]).toEqual(['receive', 16_131, 1_614, 17_745]);
    // Netting first (⌊16,131 × 10 %⌋ = 1,613) would give 17,744: the sections are deliberately separate.
  });

  it('at 1.30 円 × 12,345 kWh', () => {
    const s = buildStatement(input(2, [{ side: 'sell', productCd: 2, volumeKwh: 12_345, priceCents: 130 }]));
    expect(s.sellAmountYen).toBe(16_048); // 16,048.5 → 16,048
    expect([s.direction, s.totalYen]).toEqual(['receive', 16_048 + 1_604 - (12 + 1)]);
  });

  it('pays no fee under 1,000 kWh', () => {
    const s = buildStatement(input(3, [{ side: 'sell', productCd: 3, volumeKwh: 999, priceCents: 60 }]));
    expect(s.charge.totalYen).toBe(0);
    expect([s.direction, s.totalYen]).toEqual(['receive', 599 + 59]); // 599.4 → 599; tax ⌊59.9⌋
  });
});

describe('mixed and boundary statements', () => {
  it('nets a member that bought and sold in one auction', () => {
    const s = buildStatement(
      input(3, [
        { side: 'buy', productCd: 3, volumeKwh: 5_000, priceCents: 100 },
        { side: 'sell', productCd: 3, volumeKwh: 2_000, priceCents: 100 },
      ]),
    );
    expect(s.charge).toMatchObject({ taxableYen: 5_007, taxYen: 500, totalYen: 5_507 });
    expect(s.credit).toMatchObject({ taxableYen: 2_000, taxYen: 200, totalYen: 2_200 });
    expect([s.direction, s.subtotalYen, s.taxYen, s.totalYen]).toEqual(['pay', 3_007, 300, 3_307]);
  });

  it('1 kWh at 0.01 円 owes nothing', () => {
    const s = buildStatement(input(1, [{ side: 'buy', productCd: 1, volumeKwh: 1, priceCents: 1 }]));
    expect([s.lines[0]?.amountYen, s.feeLine.feeYen, s.taxYen, s.totalYen, s.direction]).toEqual([0, 0, 0, 0, 'pay']);
  });

  it('10^10 kWh at 4.00 円 stays exact', () => {
    const s = buildStatement(input(1, [{ side: 'buy', productCd: 1, volumeKwh: 10_000_000_000, priceCents: 400 }]));
    expect([s.buyAmountYen, s.feeLine.feeYen, s.taxYen, s.totalYen]).toEqual([
      40_000_000_000, 10_000_000, 4_001_000_000, 44_011_000_000,
    ]);
  });

  it('is due 5 business days after clearing across New Year', () => {
    const s = buildStatement(input(3, [{ side: 'buy', productCd: 3, volumeKwh: 1, priceCents: 100 }], '2026-12-28'));
    expect(s.dueDate).toBe('2027-01-05');
  });
});

describe('refusals', () => {
  const buy = { side: 'buy' as const, productCd: 2 as const, volumeKwh: 1, priceCents: 100 };
  it.each<[string, StatementInput]>([
    ['no contracts', input(2, [])],
    ['a line of another product', input(2, [{ ...buy, productCd: 3 }])],
    ['a fractional volume', input(2, [{ ...buy, volumeKwh: 1.5 }])],
    ['an invalid clearing date', input(2, [buy], '2026-02-30')],
    [
      'a bad issuer registration number',
      { ...input(2, [buy]), issuer: { ...issuer, registrationNumber: 'T8000012050002' } },
    ],
    [
      'a bad member registration number',
      { ...input(2, [buy]), member: { ...member, registrationNumber: '1180301018771' } },
    ],
    ['an unusable member number', { ...input(2, [buy]), member: { ...member, memberNumber: 'A/1' } }],
  ])('refuses %s', (_label, bad) => {
    expect(() => buildStatement(bad)).toThrow(RangeError);
  });

  it('accepts a member without a registration number', () => {
    expect(
      buildStatement({ ...input(2, [buy]), member: { ...member, registrationNumber: null } }).member.registrationNumber,
    ).toBeNull();
  });
});
