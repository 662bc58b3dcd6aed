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
export { paymentDueDate } from './due-date';
export { type NetTotals } from './tax-sections';
export { buildStatement } from './build-statement';
