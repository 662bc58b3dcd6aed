import type { JournalEntry, MovementKind, Posting, ReservationChange } from '../entry';
import { checkEntryShape } from '../entry-rules';
import { fail, type LedgerResult } from '../errors';

/** Movements take positive volumes; the sign is the builder's job, never the caller's. */
export function volumeProblem<T>(volumes: readonly number[]): LedgerResult<T> | null {
  if (volumes.length === 0) return fail('EMPTY_ENTRY', 'A movement needs at least one line');
  for (const volume of volumes) {
    if (!Number.isSafeInteger(volume) || volume <= 0) {
      return fail('INVALID_VOLUME', 'Volumes are positive whole kWh', { detail: { volume: String(volume) } });
    }
  }
  return null;
}

/** Every builder ends here, so what it returns already passes the balance-free rules. */
export function finishEntry(
  kind: MovementKind,
  postings: readonly Posting[],
  reservations: readonly ReservationChange[] = [],
): LedgerResult<JournalEntry> {
  return checkEntryShape({ kind, postings, reservations });
}
