/** Product codes (spec §3): 1 FIT, 2 non-FIT renewable-specified, 3 non-FIT unspecified. */
export type ProductCd = 1 | 2 | 3;
export const PRODUCT_FIT = 1 as const;

/** Holding classes (domain.md#holding-classes): 1 認定 authorized, 2 調達 procured, 3 確定 confirmed (used). */
export type HoldingClassCd = 1 | 2 | 3;
export const AUTHORIZED = 1 as const;
export const PROCURED = 2 as const;
export const CONFIRMED = 3 as const;

/*
 * System accounts: the other side of every movement that does not run member to member.
 * - certification-source: where certified volume comes from. The only line allowed below zero;
 *   its balance is minus everything ever certified or loaded, which is what makes totals provable.
 * - fit-supply: FIT certificates the operator loaded for OCCTO to sell; auctions deliver from it.
 *   FIT volume never sits in an authorized class.
 * The system accounts hold FIT volume in one line per target year, the FIT pool (facility
 * ALL_FIT_FACILITIES): an auction's supply list is its per-facility detail, and a clearing moves
 * a million facilities' volume with one pool posting instead of a million (decision 0019).
 * - retirement: volume that left the market unused (expired after its usable period).
 * No clearing/settlement account: every auction delivery names the seller's facility line and the
 * buyer's line (the tracking allocation provides both), so seller → buyer balances by itself; the
 * exchange stands between the parties only in money, which the settlement module handles.
 */
export type SystemAccount = 'certification-source' | 'fit-supply' | 'retirement';
/** The facility of a system account's FIT pool line; no facility may have this id. */
export const ALL_FIT_FACILITIES = '*';
export const SYSTEM_ACCOUNTS: readonly SystemAccount[] = ['certification-source', 'fit-supply', 'retirement'];

export function isProductCd(value: unknown): value is ProductCd {
  return value === 1 || value === 2 || value === 3;
}

export function isHoldingClassCd(value: unknown): value is HoldingClassCd {
  return value === 1 || value === 2 || value === 3;
}

export function isFit(productCd: ProductCd): boolean {
  return productCd === PRODUCT_FIT;
}
