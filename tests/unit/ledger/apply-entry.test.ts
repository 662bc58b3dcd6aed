import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  emptyLedger,
  ledgerFrom,
  lineKey,
  linesToLock,
  memberLine,
  systemLine,
  type JournalEntry,
  type LedgerState,
} from '@/lib/domain/ledger';

const at = (productCd: 1 | 2 | 3, facilityId = 'F1') => ({ targetYear: 2026, productCd, facilityId });
const src = (p: 1 | 2 | 3, f = 'F1') => systemLine('certification-source', at(p, f));
const entry = (postings: JournalEntry['postings'], reservations: JournalEntry['reservations'] = []): JournalEntry => ({
  kind: 'certify',
  postings,
  reservations,
});
const reason = (state: LedgerState, e: JournalEntry) => {
  const r = applyEntry(state, e);
  return r.ok ? null : r.error.reason;
};

/** Member 1 holds 100 authorized, 50 procured and 20 confirmed kWh of product 2 at F1; member 2 holds 30 FIT. */
const seeded = ledgerFrom([
  { line: src(2), balance: -170, reserved: 0 },
  { line: memberLine(1, 1, at(2)), balance: 100, reserved: 10 },
  { line: memberLine(1, 2, at(2)), balance: 50, reserved: 0 },
  { line: memberLine(1, 3, at(2)), balance: 20, reserved: 0 },
  { line: systemLine('fit-supply', at(1)), balance: 0, reserved: 0 },
  { line: memberLine(2, 2, at(1)), balance: 30, reserved: 0 },
  { line: src(1), balance: -30, reserved: 0 },
]);

describe('applyEntry: generic rules', () => {
  it('refuses an entry that does not sum to zero per target year, product and facility', () => {
    expect(reason(seeded, entry([{ line: memberLine(1, 2, at(2)), volume: 5 }]))).toBe('UNBALANCED');
    // Sums to zero overall but across two facilities: still unbalanced.
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(1, 1, at(2)), volume: -5 },
          { line: memberLine(3, 2, at(2, 'F2')), volume: 5 },
        ]),
      ),
    ).toBe('UNBALANCED');
    // …and across two products.
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(1, 1, at(2)), volume: -5 },
          { line: memberLine(3, 2, at(3)), volume: 5 },
        ]),
      ),
    ).toBe('UNBALANCED');
  });

  it('refuses empty entries, zero or fractional volumes and malformed lines', () => {
    expect(reason(seeded, entry([]))).toBe('EMPTY_ENTRY');
    expect(reason(seeded, entry([{ line: memberLine(1, 2, at(2)), volume: 0 }]))).toBe('INVALID_VOLUME');
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(1, 2, at(2)), volume: 0.5 },
          { line: src(2), volume: -0.5 },
        ]),
      ),
    ).toBe('INVALID_VOLUME');
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(0, 2, at(2)), volume: 1 },
          { line: src(2), volume: -1 },
        ]),
      ),
    ).toBe('INVALID_LINE');
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(1, 2, at(2, '')), volume: 1 },
          { line: src(2, ''), volume: -1 },
        ]),
      ),
    ).toBe('INVALID_LINE');
    const badProduct = { ...memberLine(1, 2, at(2)), productCd: 4 } as unknown as ReturnType<typeof memberLine>;
    expect(reason(seeded, entry([{ line: badProduct, volume: 1 }]))).toBe('INVALID_LINE');
  });

  it('refuses to take a member line below its reserved volume, to the kWh', () => {
    const move = (volume: number) =>
      entry([
        { line: memberLine(1, 1, at(2)), volume: -volume },
        { line: memberLine(3, 2, at(2)), volume },
      ]);
    expect(reason(seeded, move(91))).toBe('INSUFFICIENT_BALANCE');
    expect(reason(seeded, move(90))).toBeNull();
  });

  it('lets only the certification source run negative', () => {
    expect(
      reason(
        seeded,
        entry([
          { line: src(2), volume: -1 },
          { line: memberLine(1, 1, at(2)), volume: 1 },
        ]),
      ),
    ).toBeNull();
    const retire = systemLine('retirement', at(2));
    expect(
      reason(
        seeded,
        entry([
          { line: retire, volume: -1 },
          { line: memberLine(1, 2, at(2)), volume: 1 },
        ]),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
  });

  it('keeps confirmed volume final and FIT out of authorized classes and member-to-member moves', () => {
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(1, 3, at(2)), volume: -1 },
          { line: memberLine(1, 2, at(2)), volume: 1 },
        ]),
      ),
    ).toBe('WRONG_CLASS');
    expect(
      reason(
        seeded,
        entry([
          { line: src(1), volume: -1 },
          { line: memberLine(1, 1, at(1)), volume: 1 },
        ]),
      ),
    ).toBe('WRONG_CLASS');
    expect(
      reason(
        seeded,
        entry([
          { line: src(2), volume: -1 },
          { line: systemLine('fit-supply', at(2)), volume: 1 },
        ]),
      ),
    ).toBe('WRONG_CLASS');
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(2, 2, at(1)), volume: -1 },
          { line: memberLine(1, 2, at(1)), volume: 1 },
        ]),
      ),
    ).toBe('FIT_NOT_TRANSFERABLE');
    // Within one member FIT may move on (issue to confirmed).
    expect(
      reason(
        seeded,
        entry([
          { line: memberLine(2, 2, at(1)), volume: -30 },
          { line: memberLine(2, 3, at(1)), volume: 30 },
        ]),
      ),
    ).toBeNull();
  });

  it('reserves only non-FIT authorized lines and never below zero', () => {
    expect(reason(seeded, entry([], [{ line: memberLine(1, 2, at(2)), volume: 1 }]))).toBe('WRONG_CLASS');
    expect(reason(seeded, entry([], [{ line: memberLine(1, 1, at(2)), volume: -11 }]))).toBe('NOT_RESERVED');
    expect(reason(seeded, entry([], [{ line: memberLine(1, 1, at(2)), volume: 91 }]))).toBe('INSUFFICIENT_BALANCE');
    expect(reason(seeded, entry([], [{ line: memberLine(1, 1, at(2)), volume: 90 }]))).toBeNull();
  });

  it('never mutates the state it is given', () => {
    const before = JSON.stringify([...seeded.lines]);
    const ok = applyEntry(
      seeded,
      entry([
        { line: src(2), volume: -5 },
        { line: memberLine(1, 1, at(2)), volume: 5 },
      ]),
    );
    const bad = applyEntry(
      seeded,
      entry([
        { line: memberLine(1, 1, at(2)), volume: -500 },
        { line: memberLine(3, 2, at(2)), volume: 500 },
      ]),
    );
    expect(ok.ok).toBe(true);
    expect(bad.ok).toBe(false);
    expect(JSON.stringify([...seeded.lines])).toBe(before);
    expect(emptyLedger().lines.size).toBe(0);
  });

  it('lists the lines to lock once each, in one global order', () => {
    const e = entry(
      [
        { line: memberLine(9, 2, at(2)), volume: 5 },
        { line: memberLine(1, 1, at(2)), volume: -5 },
      ],
      [{ line: memberLine(1, 1, at(2)), volume: -5 }],
    );
    const keys = linesToLock(e).map(lineKey);
    expect(keys).toHaveLength(2);
    expect(keys).toEqual([...keys].sort());
  });

  it('keys facility ids with any characters unambiguously', () => {
    expect(lineKey(memberLine(1, 1, at(2, 'a","b')))).not.toBe(lineKey(memberLine(1, 1, at(2, 'a'))));
    expect(lineKey(memberLine(1, 1, at(2, '#S:1')))).toBe('["m",1,2026,2,1,"#S:1"]');
  });
});
