import type { IsoDate } from '../calendar';
import type { ProductCd } from '../ledger';
import type { Kwh, PriceCents, Yen } from '../money';

export type Side = 'buy' | 'sell';

/** One contracted bid (約定) of the member in the auction. */
export interface ContractLineInput {
  /** The member's bidNo or a contract id, echoed on the statement. */
  reference?: string;
  side: Side;
  productCd: ProductCd;
  volumeKwh: Kwh;
  priceCents: PriceCents;
}

export interface StatementLine extends ContractLineInput {
  lineNo: number;
  amountYen: Yen;
  feeYen: Yen;
}

export interface InvoiceParty {
  name: string;
  /** T + 13 digits; required for the issuer, optional for the member. */
  registrationNumber: string | null;
}

/**
 * One direction of supply, taxed once at its rate (qualified-invoice rule).
 * - 'charge': what the exchange supplies to the member: certificates it bought, and all fees.
 * - 'credit': what the member supplies through the exchange: certificates it sold.
 */
export interface TaxSection {
  kind: 'charge' | 'credit';
  ratePercent: number;
  taxableYen: Yen;
  taxYen: Yen;
  totalYen: Yen;
}

export interface StatementInput {
  issuer: InvoiceParty & { registrationNumber: string };
  member: InvoiceParty & { memberNumber: string };
  auction: { targetYear: number; marketNo: number; productCd: ProductCd };
  clearingDate: IsoDate;
  /** Defaults to the clearing date. */
  issueDate?: IsoDate;
  contracts: readonly ContractLineInput[];
}

export type Direction = 'pay' | 'receive';

export interface Statement {
  statementNo: string;
  issuer: InvoiceParty & { registrationNumber: string };
  member: InvoiceParty & { memberNumber: string };
  targetYear: number;
  marketNo: number;
  productCd: ProductCd;
  /** 取引年月日 on the invoice. */
  transactionDate: IsoDate;
  issueDate: IsoDate;
  dueDate: IsoDate;
  lines: StatementLine[];
  feeLine: { volumeKwh: Kwh; rateMilliYenPerKwh: number; feeYen: Yen };
  buyAmountYen: Yen;
  sellAmountYen: Yen;
  taxRatePercent: number;
  charge: TaxSection;
  credit: TaxSection | null;
  /** subtotal + tax = total, all counted in `direction` (total is never negative). */
  subtotalYen: Yen;
  taxYen: Yen;
  totalYen: Yen;
  direction: Direction;
}
