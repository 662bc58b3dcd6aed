/**
 * How a posting is named on the history screen and in its CSV. The ledger stores only the entry
 * kind and a signed volume per holding class; the member-facing name depends on all three, so
 * the mapping lives here once rather than in each screen.
 */
export interface MovementInput {
  /** journal_entries.kind: the ledger core's MovementKind, kept as text because the column is. */
  kind: string;
  /** Signed kWh on the member's line: + arrives, − leaves. */
  volume: number;
  holdingClassCd: number;
}

export interface MovementName {
  movementType: string;
  movementName: string;
}

const CONFIRMED = 3;

export function nameMovement({ kind, volume, holdingClassCd }: MovementInput): MovementName {
  const arrives = volume > 0;
  switch (kind) {
    case 'certify':
      return arrives ? m('certify', '認定') : m('certify-cancel', '認定取消');
    case 'transfer':
      return arrives ? m('transfer-in', '移転（受入）') : m('transfer-out', '移転（払出）');
    case 'issue-certificate':
      // Issuing moves procured → confirmed inside one member; the class tells the two rows apart.
      return holdingClassCd === CONFIRMED ? m('issue-confirmed', '証書発行（確定）') : m('issue', '証書発行');
    case 'clearing':
      return arrives ? m('clearing-buy', '約定（買）') : m('clearing-sell', '約定（売）');
    case 'expire':
      return m('expire', '失効');
    default:
      return m('other', 'その他');
  }
}

function m(movementType: string, movementName: string): MovementName {
  return { movementType, movementName };
}
