import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { defaultFiscalYear } from '../../islands/account/shared/fiscal-year';

/**
 * Defaults of the account screens' required conditions: the business date's target year, and the
 * non-FIT product with renewable designation for members in the non-FIT market (FIT otherwise).
 */
export function accountDefaults(session: AuthSessionResponse): { fiscalYear: string; productCd: string } {
  return {
    fiscalYear: String(defaultFiscalYear(session)),
    productCd: session.organizationInfo.nonFitParticipation ? '2' : '1',
  };
}
