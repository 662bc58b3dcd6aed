import { requireIsoDate } from '../calendar';
import {
  contractAmountYen,
  CONSUMPTION_TAX_RATE_PERCENT,
  FEE_MILLI_YEN_PER_KWH,
  sumKwh,
  sumYen,
  tradingFeeYen,
} from '../money';
import { paymentDueDate } from './due-date';
import { checkInvoiceParties } from './invoice-parties';
import { statementNumber } from './statement-number';
import { netTotals, taxSection } from './tax-sections';
import type { Statement, StatementInput, StatementLine } from './types';

/**
 * The settlement statement (精算書, a qualified invoice) of one member for one cleared auction.
 * Lines keep the caller's order (pass them sorted by bid number). All rounding happens in
 * money/rounding-rules.ts; this only adds up. Throws RangeError on inputs a caller should never
 * produce (no contracts, foreign product, bad dates or registration numbers).
 */
export function buildStatement(input: StatementInput): Statement {
  const { issuer, member, auction, clearingDate } = input;
  const issueDate = input.issueDate ?? clearingDate;
  requireIsoDate(clearingDate);
  requireIsoDate(issueDate);
  checkInvoiceParties(issuer, member);
  if (input.contracts.length === 0) throw new RangeError('A statement needs at least one contract line');
  if (input.contracts.some((c) => c.productCd !== auction.productCd)) {
    throw new RangeError('Every contract line must belong to the auction’s product');
  }

  const lines: StatementLine[] = input.contracts.map((c, i) => ({
    ...c,
    lineNo: i + 1,
    amountYen: contractAmountYen(c.priceCents, c.volumeKwh),
    feeYen: tradingFeeYen(c.volumeKwh),
  }));
  const buys = lines.filter((l) => l.side === 'buy');
  const sells = lines.filter((l) => l.side === 'sell');
  const feeYen = sumYen(lines.map((l) => l.feeYen));
  const buyAmountYen = sumYen(buys.map((l) => l.amountYen));
  const sellAmountYen = sumYen(sells.map((l) => l.amountYen));

  const charge = taxSection('charge', [buyAmountYen, feeYen]);
  const credit = sells.length > 0 ? taxSection('credit', [sellAmountYen]) : null;

  return {
    statementNo: statementNumber(auction.targetYear, auction.marketNo, member.memberNumber),
    issuer: { ...issuer },
    member: { ...member },
    targetYear: auction.targetYear,
    marketNo: auction.marketNo,
    productCd: auction.productCd,
    transactionDate: clearingDate,
    issueDate,
    dueDate: paymentDueDate(clearingDate),
    lines,
    feeLine: { volumeKwh: sumKwh(lines.map((l) => l.volumeKwh)), rateMilliYenPerKwh: FEE_MILLI_YEN_PER_KWH, feeYen },
    buyAmountYen,
    sellAmountYen,
    taxRatePercent: CONSUMPTION_TAX_RATE_PERCENT,
    charge,
    credit,
    ...netTotals(charge, credit),
  };
}
