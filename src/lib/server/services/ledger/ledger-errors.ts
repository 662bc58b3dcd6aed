import type { LedgerError } from '@/lib/domain/ledger';
import { AppError } from '../../../errors/app-error';

/** The ledger core's refusal reasons as API errors: 409 when the balance moved, 422 when the request can never succeed. */
export function ledgerRefusal(error: LedgerError): AppError {
  switch (error.reason) {
    case 'INSUFFICIENT_BALANCE':
    case 'NOT_RESERVED':
      return new AppError('C_AC_001');
    case 'FIT_NOT_TRANSFERABLE':
      return new AppError('C_AC_002');
    case 'SELF_TRANSFER':
      return new AppError('C_AC_003');
    case 'WRONG_CLASS':
      return new AppError('C_AC_005');
    default:
      return new AppError('C_SH_001', { message: `数量の指定が正しくありません。(${error.reason})` });
  }
}
