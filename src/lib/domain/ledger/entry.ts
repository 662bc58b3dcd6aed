import type { HoldingLine, MemberLine } from './lines';

export type MovementKind =
  'certify' | 'load-fit-supply' | 'transfer' | 'issue-certificate' | 'reserve' | 'release' | 'clearing' | 'expire';

/** Signed whole kWh on one line: + credit (volume arrives), − debit (volume leaves). */
export interface Posting {
  line: HoldingLine;
  volume: number;
}

/**
 * A sell bid earmarks volume of an authorized line without moving it: available = balance −
 * reserved. + reserves, − releases (bid deleted, or consumed by a clearing delivery).
 */
export interface ReservationChange {
  line: MemberLine;
  volume: number;
}

/** One movement: applied whole or not at all. The history screen lists its postings. */
export interface JournalEntry {
  kind: MovementKind;
  postings: readonly Posting[];
  reservations: readonly ReservationChange[];
}
