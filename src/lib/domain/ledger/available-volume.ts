import { CONFIRMED, type HoldingClassCd } from './codes';

/**
 * Volume a member can still sell, transfer or issue from a line: the balance less what open
 * orders hold. Confirmed (class 3) volume is final — it can neither leave nor be used again — so
 * nothing of it is available, whatever its balance.
 */
export function availableVolume(holdingClassCd: HoldingClassCd | number, balance: number, reserved: number): number {
  if (holdingClassCd === CONFIRMED) return 0;
  return balance - reserved;
}
