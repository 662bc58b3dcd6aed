import { buildStatement, type ContractLineInput, type Statement } from '@/lib/domain/settlement';

/** Statements built by the settlement core, as clearing stores them, for rendering tests. */
const ISSUER = { name: '一般社団法人 非化石価値取引所', registrationNumber: 'T9010005006215' };
const MEMBER = { memberNumber: '1001', name: 'さくら電力株式会社', registrationNumber: 'T1180301018771' };

export function statementOf(contracts: ContractLineInput[], productCd: 1 | 2 | 3 = 2): Statement {
  return buildStatement({
    issuer: ISSUER,
    member: MEMBER,
    auction: { targetYear: 2026, marketNo: 202642, productCd },
    clearingDate: '2027-04-28',
    contracts,
  });
}

/** n buy lines with varied volumes and prices (0.60–1.29 円/kWh), 入札番号 1…n. */
export function longStatement(n: number): Statement {
  return statementOf(
    Array.from({ length: n }, (_, i) => ({
      reference: `入札番号 ${i + 1}`,
      side: 'buy' as const,
      productCd: 2 as const,
      volumeKwh: 1_000_000 + 12_345 * (i + 1),
      priceCents: 60 + (i % 70),
    })),
  );
}
