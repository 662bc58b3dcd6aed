import { ClearingInputError } from './clearing-input-error';
import { StringIndex } from './string-index';
import type { Bid } from './types';

function requireSafeInteger(value: number, what: string, bidId: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ClearingInputError(`bid ${bidId}: ${what} must be an integer >= ${min}, got ${value}`);
  }
}

/** Every member numbered 0, 1, 2… in order of first appearance; `codes[g][i]` is bid i of group g. */
export interface MemberCodes {
  readonly codes: readonly Int32Array[];
  readonly count: number;
}

/**
 * Checks the integer invariants the arithmetic relies on: every total must stay a safe integer so
 * sums and comparisons are exact without BigInt. While it walks the bids in input order (where they
 * sit next to each other in memory) it also numbers the members, so the summary can count members
 * over typed arrays instead of looking strings up again in priority order.
 */
export function validateBids(groups: readonly (readonly Bid[])[]): MemberCodes {
  const bidCount = groups.reduce((sum, bids) => sum + bids.length, 0);
  const ids = new StringIndex(bidCount);
  const members = new StringIndex(bidCount);
  const codes = groups.map((bids) => {
    const groupCodes = new Int32Array(bids.length);
    let total = 0;
    for (let i = 0; i < bids.length; i++) {
      const bid = bids[i]!;
      const idsBefore = ids.size;
      ids.add(bid.bidId);
      if (ids.size === idsBefore) throw new ClearingInputError(`duplicate bidId ${bid.bidId}`);
      requireSafeInteger(bid.priceCents, 'priceCents', bid.bidId, 1);
      requireSafeInteger(bid.volume, 'volume', bid.bidId, 1);
      requireSafeInteger(bid.bidNo, 'bidNo', bid.bidId, Number.MIN_SAFE_INTEGER);
      requireSafeInteger(bid.enteredAt, 'enteredAt', bid.bidId, Number.MIN_SAFE_INTEGER);
      total += bid.volume;
      if (!Number.isSafeInteger(total)) throw new ClearingInputError('total bid volume exceeds 2^53 - 1 kWh');
      groupCodes[i] = members.add(bid.memberNumber);
    }
    return groupCodes;
  });
  return { codes, count: members.size };
}

/** Volumes handed in from outside the bid list (FIT supply, contracted volumes). */
export function validateVolume(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ClearingInputError(`${what} must be a non-negative safe integer, got ${value}`);
  }
}
