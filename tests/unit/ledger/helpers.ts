import { expect } from 'vitest';
import {
  applyEntry,
  type JournalEntry,
  type LedgerErrorReason,
  type LedgerResult,
  type LedgerState,
} from '@/lib/domain/ledger';

/** Unwrap a builder result and apply it, failing the test on any refusal. */
export function must(state: LedgerState, built: LedgerResult<JournalEntry>): LedgerState {
  if (!built.ok) throw new Error(`builder refused: ${built.error.reason} ${built.error.message}`);
  const applied = applyEntry(state, built.value);
  if (!applied.ok) throw new Error(`apply refused: ${applied.error.reason} ${applied.error.message}`);
  return applied.value.state;
}

/** The reason a movement is refused, whether by its builder or by applyEntry. */
export function refusal(state: LedgerState, built: LedgerResult<JournalEntry>): LedgerErrorReason | null {
  if (!built.ok) return built.error.reason;
  const before = JSON.stringify([...state.lines]);
  const applied = applyEntry(state, built.value);
  if (applied.ok) return null;
  expect(JSON.stringify([...state.lines])).toBe(before);
  return applied.error.reason;
}
