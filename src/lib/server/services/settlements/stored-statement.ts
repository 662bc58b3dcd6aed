import { z } from 'zod';
import type { Statement } from '@/lib/domain/settlement';

/*
 * The statement jsonb is written once at clearing and read for years. Reading it through a schema
 * means a row written by an older shape (or edited by hand) fails loudly here instead of printing
 * a PDF with a blank where an amount should be. Amounts are only read, never recomputed.
 */
const yen = z.number().int();
const party = z.object({ name: z.string(), registrationNumber: z.string().nullable() });
const taxSection = z.object({
  kind: z.enum(['charge', 'credit']),
  ratePercent: z.number(),
  taxableYen: yen,
  taxYen: yen,
  totalYen: yen,
});

const storedStatement = z.object({
  statementNo: z.string(),
  issuer: party.extend({ registrationNumber: z.string() }),
  member: party.extend({ memberNumber: z.string() }),
  targetYear: z.number().int(),
  marketNo: z.number().int(),
  productCd: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  transactionDate: z.iso.date(),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  lines: z.array(
    z.object({
      reference: z.string().optional(),
      side: z.enum(['buy', 'sell']),
      productCd: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      volumeKwh: z.number().int(),
      priceCents: z.number().int(),
      lineNo: z.number().int(),
      amountYen: yen,
      feeYen: yen,
    }),
  ),
  feeLine: z.object({ volumeKwh: z.number().int(), rateMilliYenPerKwh: z.number(), feeYen: yen }),
  buyAmountYen: yen,
  sellAmountYen: yen,
  taxRatePercent: z.number(),
  charge: taxSection,
  credit: taxSection.nullable(),
  subtotalYen: yen,
  taxYen: yen,
  totalYen: yen,
  direction: z.enum(['pay', 'receive']),
});

export function readStoredStatement(value: unknown, statementNo: string): Statement {
  const parsed = storedStatement.safeParse(value);
  if (!parsed.success)
    throw new Error(`Stored statement ${statementNo} does not have the statement shape: ${parsed.error.message}`);
  return parsed.data satisfies Statement;
}
