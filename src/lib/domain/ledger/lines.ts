import {
  ALL_FIT_FACILITIES,
  isFit,
  isHoldingClassCd,
  isProductCd,
  SYSTEM_ACCOUNTS,
  type HoldingClassCd,
  type ProductCd,
  type SystemAccount,
} from './codes';

/** What every holding line shares; postings must balance within one such coordinate. */
export interface LineCoordinates {
  targetYear: number;
  productCd: ProductCd;
  facilityId: string;
}

/** A member's holding: (memberId, targetYear, productCd, holdingClassCd, facilityId). */
export interface MemberLine extends LineCoordinates {
  kind: 'member';
  /** organizations.id of the member. */
  memberId: number;
  holdingClassCd: HoldingClassCd;
}

export interface SystemLine extends LineCoordinates {
  kind: 'system';
  account: SystemAccount;
}

export type HoldingLine = MemberLine | SystemLine;

export function memberLine(memberId: number, holdingClassCd: HoldingClassCd, at: LineCoordinates): MemberLine {
  return {
    kind: 'member',
    memberId,
    holdingClassCd,
    targetYear: at.targetYear,
    productCd: at.productCd,
    facilityId: at.facilityId,
  };
}

export function systemLine(account: SystemAccount, at: LineCoordinates): SystemLine {
  return { kind: 'system', account, targetYear: at.targetYear, productCd: at.productCd, facilityId: at.facilityId };
}

/** Stable identity of a line. JSON keeps facility ids with any characters ('#', ':') unambiguous. */
export function lineKey(line: HoldingLine): string {
  return line.kind === 'member'
    ? JSON.stringify(['m', line.memberId, line.targetYear, line.productCd, line.holdingClassCd, line.facilityId])
    : JSON.stringify(['s', line.account, line.targetYear, line.productCd, line.facilityId]);
}

/** The (targetYear, productCd, facilityId) group within which an entry must sum to zero. */
export function balanceGroupKey(line: LineCoordinates): string {
  return JSON.stringify([line.targetYear, line.productCd, line.facilityId]);
}

/** A system account's FIT pool line: FIT volume of every facility of one target year. */
export function isFitPool(line: HoldingLine): boolean {
  return line.facilityId === ALL_FIT_FACILITIES;
}

const FACILITY_ID_MAX_LENGTH = 64;

/** Null when the line is well formed, else what is wrong with it. */
export function lineProblem(line: HoldingLine): string | null {
  if (!Number.isSafeInteger(line.targetYear) || line.targetYear < 1 || line.targetYear > 9999) return 'targetYear';
  if (!isProductCd(line.productCd)) return 'productCd';
  if (
    typeof line.facilityId !== 'string' ||
    line.facilityId.length === 0 ||
    line.facilityId.length > FACILITY_ID_MAX_LENGTH
  ) {
    return 'facilityId';
  }
  // Only a system account pools FIT volume; a member's line always names its facility.
  if (isFitPool(line) && (line.kind !== 'system' || !isFit(line.productCd))) return 'facilityId';
  if (line.kind === 'member') {
    if (!Number.isSafeInteger(line.memberId) || line.memberId <= 0) return 'memberId';
    if (!isHoldingClassCd(line.holdingClassCd)) return 'holdingClassCd';
    return null;
  }
  if (line.kind === 'system') return SYSTEM_ACCOUNTS.includes(line.account) ? null : 'account';
  return 'kind';
}

/** Only the certification source mirrors issued volume and may therefore run negative. */
export function mayGoNegative(line: HoldingLine): boolean {
  return line.kind === 'system' && line.account === 'certification-source';
}
