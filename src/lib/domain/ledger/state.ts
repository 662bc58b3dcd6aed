import { lineKey, type HoldingLine } from './lines';

export interface LineBalance {
  line: HoldingLine;
  balance: number;
  reserved: number;
}

/**
 * Balances of the lines an entry may touch. A service loads just those rows (locked) into a state;
 * tests keep a whole ledger in one. Immutable: applyEntry returns a new state.
 */
export interface LedgerState {
  readonly lines: ReadonlyMap<string, Readonly<LineBalance>>;
}

export function emptyLedger(): LedgerState {
  return { lines: new Map() };
}

/** Build a state from stored rows (missing lines read as zero). */
export function ledgerFrom(rows: readonly LineBalance[]): LedgerState {
  const lines = new Map<string, LineBalance>();
  for (const row of rows) lines.set(lineKey(row.line), { ...row });
  return { lines };
}

export function balanceOf(state: LedgerState, line: HoldingLine): number {
  return state.lines.get(lineKey(line))?.balance ?? 0;
}

export function reservedOf(state: LedgerState, line: HoldingLine): number {
  return state.lines.get(lineKey(line))?.reserved ?? 0;
}

/** What a member may still transfer, offer or issue from the line. */
export function availableOf(state: LedgerState, line: HoldingLine): number {
  return balanceOf(state, line) - reservedOf(state, line);
}
