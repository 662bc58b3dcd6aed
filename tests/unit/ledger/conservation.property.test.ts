import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_FIT_FACILITIES,
  applyEntry,
  availableOf,
  balanceOf,
  buildCertificateIssue,
  buildCertification,
  buildClearingDeliveries,
  buildExpiry,
  buildFitSupplyLoad,
  buildRelease,
  buildReservation,
  buildTransfer,
  emptyLedger,
  lineKey,
  mayGoNegative,
  memberLine,
  reservedOf,
  systemLine,
  type HoldingClassCd,
  type JournalEntry,
  type LedgerResult,
  type LedgerState,
  type MemberLine,
  type ProductCd,
} from '@/lib/domain/ledger';

const memberId = fc.integer({ min: 1, max: 3 });
const targetYear = fc.constantFrom(2025, 2026);
const productCd = fc.constantFrom<ProductCd>(1, 2, 3);
const facilityId = fc.constantFrom('F1', 'F2', '#S1');
const holdingClassCd = fc.constantFrom<HoldingClassCd>(1, 2, 3);

/**
 * A volume is either absolute (ordinary, 1 kWh / 10^10 kWh boundaries, or invalid) or a percentage
 * of what the source line holds when the step runs, so that movements out of existing lines are
 * accepted often and the boundary (100 %, and just over it) is hit.
 */
type Vol = number | { percent: number };
const volume: fc.Arbitrary<Vol> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 600 }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 10_000_000_000) },
  { weight: 1, arbitrary: fc.constantFrom(0, -3, 2.5) },
  {
    weight: 6,
    arbitrary: fc
      .oneof(fc.integer({ min: 1, max: 100 }), fc.constant(100), fc.constant(101))
      .map((percent) => ({ percent })),
  },
);
const resolve = (v: Vol, of: number): number =>
  typeof v === 'number' ? v : Math.max(1, Math.ceil((of * v.percent) / 100));
type Coordinates = { targetYear: number; productCd: ProductCd; facilityId: string };
const coordinates: fc.Arbitrary<Coordinates> = fc.record({ targetYear, productCd, facilityId });

/**
 * Where a movement takes volume from: usually a line that already holds some (picked by index, so
 * that transfers of transfers and issues of deliveries happen), sometimes random coordinates that
 * are probably empty.
 */
const source = fc.record({ existing: fc.boolean(), pick: fc.nat(), random: coordinates });
type Source = { existing: boolean; pick: number; random: Coordinates };

function locate(
  s: LedgerState,
  src: Source,
  memberId: number,
  cls: HoldingClassCd,
): { memberId: number; at: Coordinates } {
  const held = [...s.lines.values()]
    .map((r) => r.line)
    .filter((l): l is MemberLine => l.kind === 'member' && l.holdingClassCd === cls && balanceOf(s, l) > 0);
  const line = src.existing && held.length > 0 ? held[src.pick % held.length] : undefined;
  return line
    ? {
        memberId: line.memberId,
        at: { targetYear: line.targetYear, productCd: line.productCd, facilityId: line.facilityId },
      }
    : { memberId, at: src.random };
}

type Step = (state: LedgerState) => LedgerResult<JournalEntry>;

const operation: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ memberId, at: coordinates, volume }).map(
    (o): Step =>
      () =>
        buildCertification({
          memberId: o.memberId,
          ...o.at,
          lines: [{ facilityId: o.at.facilityId, volume: resolve(o.volume, 1_000) }],
        }),
  ),
  fc.record({ targetYear, facilityId, volume }).map(
    (o): Step =>
      () =>
        buildFitSupplyLoad({
          targetYear: o.targetYear,
          lines: [{ facilityId: o.facilityId, volume: resolve(o.volume, 1_000) }],
        }),
  ),
  fc.record({ from: memberId, to: memberId, holdingClassCd, source, volume }).map((o): Step => (s) => {
    const { memberId: from, at } = locate(s, o.source, o.from, o.holdingClassCd);
    const v = resolve(o.volume, availableOf(s, memberLine(from, o.holdingClassCd, at)));
    const lines = [{ holdingClassCd: o.holdingClassCd, facilityId: at.facilityId, volume: v }];
    return buildTransfer({ fromMemberId: from, toMemberId: o.to, ...at, lines });
  }),
  fc.record({ memberId, source, volume }).map((o): Step => (s) => {
    const { memberId: m, at } = locate(s, o.source, o.memberId, 2);
    const v = resolve(o.volume, availableOf(s, memberLine(m, 2, at)));
    return buildCertificateIssue({ memberId: m, ...at, lines: [{ facilityId: at.facilityId, volume: v }] });
  }),
  fc.record({ memberId, source, volume }).map((o): Step => (s) => {
    const { memberId: m, at } = locate(s, o.source, o.memberId, 1);
    return buildReservation({ memberId: m, ...at, volume: resolve(o.volume, availableOf(s, memberLine(m, 1, at))) });
  }),
  fc.record({ memberId, source, volume }).map((o): Step => (s) => {
    const { memberId: m, at } = locate(s, o.source, o.memberId, 1);
    return buildRelease({ memberId: m, ...at, volume: resolve(o.volume, reservedOf(s, memberLine(m, 1, at))) });
  }),
  fc.record({ fit: fc.boolean(), seller: memberId, buyer: memberId, source, volume }).map((o): Step => (s) => {
    // Random non-FIT coordinates may say product 1 with a member seller: the builder must refuse.
    const { memberId: m, at } = o.fit
      ? { memberId: 0, at: { ...o.source.random, productCd: 1 as const } }
      : locate(s, o.source, o.seller, 1);
    // FIT is delivered from the FIT supply's pool line of the year (decision 0019).
    const of = o.fit
      ? balanceOf(s, systemLine('fit-supply', { ...at, facilityId: ALL_FIT_FACILITIES }))
      : reservedOf(s, memberLine(m, 1, at));
    const delivery = {
      sellerMemberId: o.fit ? null : m,
      buyerMemberId: o.buyer,
      facilityId: at.facilityId,
      volume: resolve(o.volume, of),
    };
    return buildClearingDeliveries({ ...at, deliveries: [delivery] });
  }),
  fc
    .record({ fitSupply: fc.boolean(), memberId, cls: fc.constantFrom<1 | 2>(1, 2), source, volume })
    .map((o): Step => (s) => {
      const { memberId: m, at } = o.fitSupply
        ? { memberId: 0, at: { ...o.source.random, productCd: 1 as const, facilityId: ALL_FIT_FACILITIES } }
        : locate(s, o.source, o.memberId, o.cls);
      const from = o.fitSupply ? systemLine('fit-supply', at) : memberLine(m, o.cls, at);
      const owner = o.fitSupply ? ('fit-supply' as const) : { memberId: m, holdingClassCd: o.cls };
      return buildExpiry({
        ...at,
        lines: [{ owner, facilityId: at.facilityId, volume: resolve(o.volume, availableOf(s, from)) }],
      });
    }),
);

/** Σ balance per (targetYear, product), over every line or over all but the certification source. */
function totals(state: LedgerState, withSource: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const { line, balance } of state.lines.values()) {
    if (!withSource && mayGoNegative(line)) continue;
    const key = `${line.targetYear}/${line.productCd}`;
    out.set(key, (out.get(key) ?? 0) + balance);
  }
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
}

describe('ledger conservation (property)', () => {
  it('conserves volume, keeps balances non-negative and leaves state untouched on refusal', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (ops) => {
        let state = emptyLedger();
        const shadow = new Map<string, number>(); // independent running sum of accepted postings
        let accepted = 0;
        for (const op of ops) {
          const built = op(state);
          if (!built.ok) continue;
          const snapshot = JSON.stringify([...state.lines]);
          const applied = applyEntry(state, built.value);
          if (!applied.ok) {
            expect(JSON.stringify([...state.lines])).toBe(snapshot);
            continue;
          }
          accepted += 1;
          const entry = built.value;
          // Postings sum to zero per (target year, product, facility); FIT postings of a year whose
          // FIT pool line the entry posts to sum to zero together.
          const groups = new Map<string, number>();
          const pooled = new Set(
            entry.postings.filter((p) => p.line.facilityId === ALL_FIT_FACILITIES).map((p) => p.line.targetYear),
          );
          for (const { line, volume: v } of entry.postings) {
            const facility = line.productCd === 1 && pooled.has(line.targetYear) ? ALL_FIT_FACILITIES : line.facilityId;
            const g = `${line.targetYear}/${line.productCd}/${facility}`;
            groups.set(g, (groups.get(g) ?? 0) + v);
            shadow.set(lineKey(line), (shadow.get(lineKey(line)) ?? 0) + v);
          }
          for (const sum of groups.values()) expect(sum).toBe(0);

          const next = applied.value.state;
          // Only certification and FIT loading bring volume in; everything else moves it around.
          if (entry.kind !== 'certify' && entry.kind !== 'load-fit-supply') {
            expect(totals(next, false)).toEqual(totals(state, false));
          }
          expect(totals(next, true).size).toBe(0);
          for (const [key, row] of next.lines) {
            expect(row.balance).toBe(shadow.get(key) ?? 0);
            const prev = state.lines.get(key);
            if (row.line.kind === 'member' && row.line.holdingClassCd === 3)
              expect(row.balance).toBeGreaterThanOrEqual(prev?.balance ?? 0);
            if (row.line.kind === 'member' && row.line.productCd === 1) expect(row.line.holdingClassCd).not.toBe(1);
            if (mayGoNegative(row.line)) continue;
            expect(row.reserved).toBeGreaterThanOrEqual(0);
            expect(row.balance).toBeGreaterThanOrEqual(row.reserved);
          }
          state = next;
        }
        return accepted >= 0;
      }),
      { numRuns: 400 },
    );
  });

  it('accepts a meaningful share of random movements (the property is not vacuous)', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 40, maxLength: 40 }), (ops) => {
        let state = emptyLedger();
        for (const op of ops) {
          const built = op(state);
          const applied = built.ok ? applyEntry(state, built.value) : null;
          if (applied?.ok) {
            accepted += 1;
            state = applied.value.state;
          } else refused += 1;
        }
      }),
      { numRuns: 100 },
    );
    expect(accepted).toBeGreaterThan(0.1 * (accepted + refused));
    expect(refused).toBeGreaterThan(0);
  });
});
