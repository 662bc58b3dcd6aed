import { ALL_FIT_FACILITIES, AUTHORIZED, CONFIRMED, isFit } from './codes';
import type { JournalEntry } from './entry';
import { fail, ok, type LedgerResult } from './errors';
import { balanceGroupKey, isFitPool, lineKey, lineProblem, type HoldingLine } from './lines';

/*
 * Rules an entry must meet whatever the balances are. applyEntry re-checks them, so an entry built
 * by hand (a repair script, a future movement) cannot bypass what the builders guarantee.
 */
export function checkEntryShape(entry: JournalEntry): LedgerResult<JournalEntry> {
  if (entry.postings.length === 0 && entry.reservations.length === 0) {
    return fail('EMPTY_ENTRY', 'An entry needs at least one posting or reservation change');
  }
  const all = [...entry.postings, ...entry.reservations];
  for (const { line, volume } of all) {
    const problem = lineProblem(line);
    if (problem) return fail('INVALID_LINE', `Malformed line: ${problem}`, { detail: { field: problem } });
    if (!Number.isSafeInteger(volume) || volume === 0) {
      return fail('INVALID_VOLUME', 'Volumes are non-zero whole kWh', {
        lineKey: lineKey(line),
        detail: { volume: String(volume) },
      });
    }
  }
  return checkSums(entry) ?? checkClasses(entry) ?? checkFitStaysPut(entry) ?? ok(entry);
}

/**
 * Postings sum to zero per target year, product and facility; where an entry posts to a FIT pool
 * line ('*', decision 0019), the pool stands for every FIT facility of its year, so that year's
 * FIT postings sum to zero together instead.
 */
function checkSums(entry: JournalEntry): LedgerResult<never> | null {
  // BigInt: thousands of postings near 10^12 kWh each could pass 2^53 before cancelling.
  const sums = new Map<string, bigint>();
  const pooledYears = new Set(entry.postings.filter(({ line }) => isFitPool(line)).map(({ line }) => line.targetYear));
  for (const { line, volume } of entry.postings) {
    const pooled = isFit(line.productCd) && pooledYears.has(line.targetYear);
    const key = balanceGroupKey(pooled ? { ...line, facilityId: ALL_FIT_FACILITIES } : line);
    sums.set(key, (sums.get(key) ?? 0n) + BigInt(volume));
  }
  for (const [group, sum] of sums) {
    if (sum !== 0n) {
      return fail('UNBALANCED', 'Postings must sum to zero per target year, product and facility (or FIT pool)', {
        detail: { group, sum: sum.toString() },
      });
    }
  }
  return null;
}

function checkClasses(entry: JournalEntry): LedgerResult<never> | null {
  for (const { line, volume } of entry.postings) {
    const problem = classProblem(line, volume);
    if (problem) return fail('WRONG_CLASS', problem, { lineKey: lineKey(line) });
  }
  for (const { line } of entry.reservations) {
    if (line.kind !== 'member' || line.holdingClassCd !== AUTHORIZED || isFit(line.productCd)) {
      return fail('WRONG_CLASS', 'Only non-FIT authorized lines can be reserved for sell bids', {
        lineKey: lineKey(line),
      });
    }
  }
  return null;
}

function classProblem(line: HoldingLine, volume: number): string | null {
  if (line.kind === 'system') {
    return line.account === 'fit-supply' && !isFit(line.productCd) ? 'FIT supply holds FIT volume only' : null;
  }
  if (isFit(line.productCd) && line.holdingClassCd === AUTHORIZED) return 'FIT volume is never authorized to a member';
  if (line.holdingClassCd === CONFIRMED && volume < 0) return 'Confirmed volume is final and cannot leave';
  return null;
}

/**
 * FIT may reach a member (from supply) and be used there, but never pass between members. Judged
 * per entry, so it is conservative: one entry that takes FIT from one member and gives FIT to
 * another is refused even if both legs run through system accounts. No movement needs that.
 */
function checkFitStaysPut(entry: JournalEntry): LedgerResult<never> | null {
  const net = new Map<number, number>();
  for (const { line, volume } of entry.postings) {
    if (line.kind === 'member' && isFit(line.productCd)) net.set(line.memberId, (net.get(line.memberId) ?? 0) + volume);
  }
  const givers = [...net.values()].filter((v) => v < 0).length;
  const takers = [...net.values()].filter((v) => v > 0).length;
  if (givers > 0 && takers > 0) {
    return fail('FIT_NOT_TRANSFERABLE', 'FIT certificates cannot be transferred or resold between members');
  }
  return null;
}
