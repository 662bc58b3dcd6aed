import { AUTHORIZED, isFit, type ProductCd } from '../codes';
import type { JournalEntry, ReservationChange } from '../entry';
import { fail, type LedgerResult } from '../errors';
import { memberLine } from '../lines';
import { finishEntry, volumeProblem } from './build';

export interface SellBidReservation {
  memberId: number;
  targetYear: number;
  productCd: ProductCd;
  facilityId: string;
  volume: number;
}

/** Entering a non-FIT sell bid earmarks its volume on the authorized line it sells from. */
export function buildReservation(input: SellBidReservation): LedgerResult<JournalEntry> {
  return build('reserve', input, 1);
}

/**
 * One entry for a sell bid on each of several lines (one submission): every line is reserved or,
 * when any one cannot be, none is.
 */
export function buildReservations(inputs: readonly SellBidReservation[]): LedgerResult<JournalEntry> {
  const reservations: ReservationChange[] = [];
  for (const input of inputs) {
    const one = buildReservation(input);
    if (!one.ok) return one;
    reservations.push(...one.value.reservations);
  }
  return finishEntry('reserve', [], reservations);
}

/** Deleting the bid (or its unfilled rest after clearing) gives the volume back. */
export function buildRelease(input: SellBidReservation): LedgerResult<JournalEntry> {
  return build('release', input, -1);
}

function build(kind: 'reserve' | 'release', input: SellBidReservation, sign: 1 | -1): LedgerResult<JournalEntry> {
  if (isFit(input.productCd)) return fail('FIT_NOT_TRANSFERABLE', 'Members cannot sell FIT certificates');
  const invalid = volumeProblem<JournalEntry>([input.volume]);
  if (invalid) return invalid;
  const line = memberLine(input.memberId, AUTHORIZED, input);
  return finishEntry(kind, [], [{ line, volume: sign * input.volume }]);
}
