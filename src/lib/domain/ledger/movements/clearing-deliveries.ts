import { ALL_FIT_FACILITIES, AUTHORIZED, isFit, PROCURED, type ProductCd } from '../codes';
import type { JournalEntry, Posting, ReservationChange } from '../entry';
import { fail, type LedgerResult } from '../errors';
import { memberLine, systemLine } from '../lines';
import { finishEntry, volumeProblem } from './build';

export interface Delivery {
  /** The selling member (non-FIT), or null when OCCTO's FIT supply delivers (FIT). */
  sellerMemberId: number | null;
  buyerMemberId: number;
  facilityId: string;
  volume: number;
}

export interface ClearingInput {
  targetYear: number;
  productCd: ProductCd;
  /** The tracking allocation's output: contracted volume per (seller line, buyer, facility). */
  deliveries: readonly Delivery[];
}

/**
 * Deliveries of one cleared auction, as one entry. Non-FIT volume leaves the seller's reserved
 * authorized line (consuming that much of the reservation); FIT leaves the FIT supply's pool line
 * of the year, in one posting for all its facilities (decision 0019). Either way it arrives in the
 * buyer's procured line of its facility. The unsold rest of each sell bid is released with
 * buildRelease in the same transaction. The clearing writes this entry set-based
 * (services/ledger/persist-deliveries.ts, fit-lots.ts); this is its rule, for the property tests.
 */
export function buildClearingDeliveries(input: ClearingInput): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>(input.deliveries.map((d) => d.volume));
  if (invalid) return invalid;
  const fit = isFit(input.productCd);
  if (input.deliveries.some((d) => (d.sellerMemberId === null) !== fit)) {
    return fit
      ? fail('FIT_NOT_TRANSFERABLE', 'FIT is delivered from the FIT supply only')
      : fail('WRONG_CLASS', 'Non-FIT is delivered from a selling member only');
  }
  const postings: Posting[] = [];
  const reservations: ReservationChange[] = [];
  let fromPool = 0;
  for (const { sellerMemberId, buyerMemberId, facilityId, volume } of input.deliveries) {
    const at = { targetYear: input.targetYear, productCd: input.productCd, facilityId };
    if (sellerMemberId === null) {
      fromPool += volume;
    } else {
      const sellerLine = memberLine(sellerMemberId, AUTHORIZED, at);
      postings.push({ line: sellerLine, volume: -volume });
      reservations.push({ line: sellerLine, volume: -volume });
    }
    postings.push({ line: memberLine(buyerMemberId, PROCURED, at), volume });
  }
  if (fromPool > 0) {
    const pool = { targetYear: input.targetYear, productCd: input.productCd, facilityId: ALL_FIT_FACILITIES };
    postings.push({ line: systemLine('fit-supply', pool), volume: -fromPool });
  }
  return finishEntry('clearing', postings, reservations);
}
