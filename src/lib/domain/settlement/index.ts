export type {
  Side,
  Direction,
  ContractLineInput,
  StatementLine,
  InvoiceParty,
  TaxSection,
  StatementInput,
  Statement,
} from './types';
export { statementNumber, parseStatementNumber } from './statement-number';
export { PAYMENT_DUE_BUSINESS_DAYS, paymentDueDate } from './due-date';
export { taxSection, netTotals, type NetTotals } from './tax-sections';
export { checkInvoiceParties } from './invoice-parties';
export { buildStatement } from './build-statement';
