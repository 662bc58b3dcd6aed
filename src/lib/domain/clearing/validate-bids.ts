import { ClearingInputError } from './clearing-input-error';
import type { Bid } from './types';

function requireSafeInteger(value: number, what: string, bidId: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ClearingInputError(`bid ${bidId}: ${what} must be an integer >= ${min}, got ${value}`);
  }
}

/**
 * Checks the integer invariants the arithmetic relies on: every total must stay a safe integer so
 * sums and comparisons are exact without BigInt.
 */
export function validateBids(groups: readonly (readonly Bid[])[]): void {
  const seen = new Set<string>();
  for (const bids of groups) {
    let total = 0;
    for (const bid of bids) {
      if (seen.has(bid.bidId)) throw new ClearingInputError(`duplicate bidId ${bid.bidId}`);
      seen.add(bid.bidId);
      requireSafeInteger(bid.priceCents, 'priceCents', bid.bidId, 1);
      requireSafeInteger(bid.volume, 'volume', bid.bidId, 1);
      requireSafeInteger(bid.bidNo, 'bidNo', bid.bidId, Number.MIN_SAFE_INTEGER);
      requireSafeInteger(bid.enteredAt, 'enteredAt', bid.bidId, Number.MIN_SAFE_INTEGER);
      total += bid.volume;
      if (!Number.isSafeInteger(total)) throw new ClearingInputError('total bid volume exceeds 2^53 - 1 kWh');
    }
  }
}

/** Volumes handed in from outside the bid list (FIT supply, contracted volumes). */
export function validateVolume(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ClearingInputError(`${what} must be a non-negative safe integer, got ${value}`);
  }
}
