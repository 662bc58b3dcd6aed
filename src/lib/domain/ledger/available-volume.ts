import { CONFIRMED, type HoldingClassCd } from './codes';

/**
 * Holding classes of which nothing is ever available: confirmed (class 3) volume is final — it can
 * neither leave nor be used again — whatever its balance. Readers that compute availability in SQL
 * (the balance sort, the CSV written by COPY) build their expression from this list.
 */
export const NEVER_AVAILABLE_CLASSES: readonly HoldingClassCd[] = [CONFIRMED];

/**
 * Volume a member can still sell, transfer or issue from a line: the balance less what open
 * orders hold, and nothing of a class in NEVER_AVAILABLE_CLASSES.
 */
export function availableVolume(holdingClassCd: HoldingClassCd | number, balance: number, reserved: number): number {
  if ((NEVER_AVAILABLE_CLASSES as readonly number[]).includes(holdingClassCd)) return 0;
  return balance - reserved;
}
