import { CONFIRMED, type HoldingClassCd } from './codes';

/**
 * Holding classes of which nothing is ever available. Confirmed (class 3) volume is final — it can
 * neither leave nor be used again — whatever its balance. The SQL readers (sort key, COPY CSV) build
 * their expression from this list (server/repositories/available-volume-sql.ts), so there is one rule.
 */
export const NEVER_AVAILABLE_CLASSES: readonly HoldingClassCd[] = [CONFIRMED];

/** Volume a member can still sell, transfer or issue from a line: the balance less what open orders hold. */
export function availableVolume(holdingClassCd: HoldingClassCd | number, balance: number, reserved: number): number {
  if ((NEVER_AVAILABLE_CLASSES as readonly number[]).includes(holdingClassCd)) return 0;
  return balance - reserved;
}
