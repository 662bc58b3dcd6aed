import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { participates } from '../../lib/domain/auction';

/** The product a bid page opens on: ?productCd= when valid, else the first one the member trades. */
export function initialProductCd(
  param: string | null,
  session: AuthSessionResponse | null,
  allowed: readonly number[] = [1, 2, 3],
): number {
  const asked = Number(param);
  if (allowed.includes(asked)) return asked;
  const org = session?.organizationInfo;
  return (org && allowed.find((cd) => participates(org, cd))) ?? allowed[0]!;
}
