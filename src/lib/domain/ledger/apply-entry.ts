import type { JournalEntry } from './entry';
import { checkEntryShape } from './entry-rules';
import { fail, ok, type LedgerResult } from './errors';
import { lineKey, mayGoNegative, type HoldingLine } from './lines';
import type { LedgerState, LineBalance } from './state';

export interface LineChange {
  key: string;
  line: HoldingLine;
  before: LineBalance;
  after: LineBalance;
}

export interface AppliedEntry {
  state: LedgerState;
  /** One per touched line, in lineKey order: the rows to update. */
  changes: LineChange[];
}

/**
 * Apply an entry or refuse it whole. Refusals leave the given state untouched (it is never
 * mutated). Every line except the certification source must end with 0 ≤ reserved ≤ balance.
 */
export function applyEntry(state: LedgerState, entry: JournalEntry): LedgerResult<AppliedEntry> {
  const shape = checkEntryShape(entry);
  if (!shape.ok) return shape;

  const touched = new Map<string, LineBalance>();
  const current = (line: HoldingLine): LineBalance => {
    const key = lineKey(line);
    let row = touched.get(key);
    if (!row) {
      const stored = state.lines.get(key);
      row = { line: stored?.line ?? line, balance: stored?.balance ?? 0, reserved: stored?.reserved ?? 0 };
      touched.set(key, row);
    }
    return row;
  };
  for (const { line, volume } of entry.postings) current(line).balance += volume;
  for (const { line, volume } of entry.reservations) current(line).reserved += volume;

  const changes: LineChange[] = [];
  for (const key of [...touched.keys()].sort()) {
    const after = touched.get(key) as LineBalance;
    const refusal = checkLine(key, after);
    if (refusal) return refusal;
    const stored = state.lines.get(key);
    const before = { line: after.line, balance: stored?.balance ?? 0, reserved: stored?.reserved ?? 0 };
    changes.push({ key, line: after.line, before, after });
  }

  const lines = new Map(state.lines);
  for (const change of changes) lines.set(change.key, change.after);
  return ok({ state: { lines }, changes });
}

function checkLine(key: string, row: LineBalance): LedgerResult<never> | null {
  const detail = { balance: row.balance, reserved: row.reserved };
  if (!Number.isSafeInteger(row.balance) || !Number.isSafeInteger(row.reserved)) {
    return fail('INVALID_VOLUME', 'Balance would leave the safe integer range', { lineKey: key, detail });
  }
  if (row.reserved < 0) return fail('NOT_RESERVED', 'Cannot release more than is reserved', { lineKey: key, detail });
  if (!mayGoNegative(row.line) && row.balance < row.reserved) {
    return fail('INSUFFICIENT_BALANCE', 'Not enough available volume on the line', { lineKey: key, detail });
  }
  return null;
}

/** Lines to lock before applying, in one global order so concurrent movements cannot deadlock. */
export function linesToLock(entry: JournalEntry): HoldingLine[] {
  const byKey = new Map<string, HoldingLine>();
  for (const { line } of [...entry.postings, ...entry.reservations]) byKey.set(lineKey(line), line);
  return [...byKey.keys()].sort().map((key) => byKey.get(key) as HoldingLine);
}
