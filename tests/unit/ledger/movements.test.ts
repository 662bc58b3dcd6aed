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
  buildFitSupplyReturn,
  buildRelease,
  buildReservation,
  buildTransfer,
  checkEntryShape,
  emptyLedger,
  ok,
  memberLine,
  reservedOf,
  systemLine,
  type LedgerState,
  type HoldingLine,
} from '@/lib/domain/ledger';
import { must, refusal } from './helpers';

const Y = 2026;
const GEN = 1; // non-FIT generator
const RETAILER = 2;
const BUYER = 3;
const at2 = (facilityId: string) => ({ targetYear: Y, productCd: 2 as const, facilityId });
const at1 = (facilityId: string) => ({ targetYear: Y, productCd: 1 as const, facilityId });

function certified(volume = 1_000): LedgerState {
  return must(
    emptyLedger(),
    buildCertification({ memberId: GEN, targetYear: Y, productCd: 2, lines: [{ facilityId: 'F1', volume }] }),
  );
}

describe('certification (認定)', () => {
  it('moves volume from the certification source to the member’s authorized class', () => {
    const s = certified();
    expect(balanceOf(s, memberLine(GEN, 1, at2('F1')))).toBe(1_000);
    expect(balanceOf(s, systemLine('certification-source', at2('F1')))).toBe(-1_000);
  });

  it('certifies several facilities in one entry', () => {
    const built = buildCertification({
      memberId: GEN,
      targetYear: Y,
      productCd: 3,
      lines: [
        { facilityId: 'F1', volume: 1 },
        { facilityId: '#S-01', volume: 10_000_000_000 },
      ],
    });
    const s = must(emptyLedger(), built);
    expect(balanceOf(s, memberLine(GEN, 1, { ...at2('#S-01'), productCd: 3 }))).toBe(10_000_000_000);
  });

  it('refuses FIT, empty, zero, negative and fractional volumes', () => {
    const base = { memberId: GEN, targetYear: Y };
    expect(
      refusal(emptyLedger(), buildCertification({ ...base, productCd: 1, lines: [{ facilityId: 'F', volume: 1 }] })),
    ).toBe('WRONG_CLASS');
    expect(refusal(emptyLedger(), buildCertification({ ...base, productCd: 2, lines: [] }))).toBe('EMPTY_ENTRY');
    for (const volume of [0, -1, 1.5, Number.NaN]) {
      expect(
        refusal(emptyLedger(), buildCertification({ ...base, productCd: 2, lines: [{ facilityId: 'F', volume }] })),
      ).toBe('INVALID_VOLUME');
    }
  });

  it('refuses a balance beyond the safe integer range', () => {
    const big = {
      memberId: GEN,
      targetYear: Y,
      productCd: 2 as const,
      lines: [{ facilityId: 'F1', volume: Number.MAX_SAFE_INTEGER }],
    };
    const s = must(emptyLedger(), buildCertification(big));
    expect(refusal(s, buildCertification({ ...big, lines: [{ facilityId: 'F1', volume: 1 }] }))).toBe('INVALID_VOLUME');
  });
});

describe('transfer (移転)', () => {
  it('moves non-FIT volume to the recipient’s procured class, down to 1 kWh', () => {
    let s = certified(2);
    s = must(
      s,
      buildTransfer({
        fromMemberId: GEN,
        toMemberId: RETAILER,
        targetYear: Y,
        productCd: 2,
        lines: [{ holdingClassCd: 1, facilityId: 'F1', volume: 1 }],
      }),
    );
    expect(balanceOf(s, memberLine(GEN, 1, at2('F1')))).toBe(1);
    expect(balanceOf(s, memberLine(RETAILER, 2, at2('F1')))).toBe(1);
    // Onward from procured: non-FIT may be transferred again.
    s = must(
      s,
      buildTransfer({
        fromMemberId: RETAILER,
        toMemberId: BUYER,
        targetYear: Y,
        productCd: 2,
        lines: [{ holdingClassCd: 2, facilityId: 'F1', volume: 1 }],
      }),
    );
    expect(balanceOf(s, memberLine(BUYER, 2, at2('F1')))).toBe(1);
    expect(balanceOf(s, memberLine(RETAILER, 2, at2('F1')))).toBe(0);
  });

  it('refuses one kWh more than the balance', () => {
    const s = certified(1_000);
    const t = (volume: number) =>
      buildTransfer({
        fromMemberId: GEN,
        toMemberId: RETAILER,
        targetYear: Y,
        productCd: 2,
        lines: [{ holdingClassCd: 1, facilityId: 'F1', volume }],
      });
    expect(refusal(s, t(1_001))).toBe('INSUFFICIENT_BALANCE');
    expect(refusal(s, t(1_000))).toBeNull();
  });

  it('refuses FIT, self-transfer and confirmed volume', () => {
    const s = certified();
    const base = { fromMemberId: GEN, toMemberId: RETAILER, targetYear: Y, productCd: 2 as const };
    const line = { holdingClassCd: 1 as const, facilityId: 'F1', volume: 1 };
    expect(refusal(s, buildTransfer({ ...base, productCd: 1, lines: [{ ...line, holdingClassCd: 2 }] }))).toBe(
      'FIT_NOT_TRANSFERABLE',
    );
    expect(refusal(s, buildTransfer({ ...base, toMemberId: GEN, lines: [line] }))).toBe('SELF_TRANSFER');
    expect(refusal(s, buildTransfer({ ...base, lines: [{ ...line, holdingClassCd: 3 }] }))).toBe('WRONG_CLASS');
  });
});

describe('sell-bid reservations', () => {
  it('reduce available volume without moving it', () => {
    let s = certified(1_000);
    s = must(s, buildReservation({ memberId: GEN, targetYear: Y, productCd: 2, facilityId: 'F1', volume: 300 }));
    const line = memberLine(GEN, 1, at2('F1'));
    expect([balanceOf(s, line), reservedOf(s, line), availableOf(s, line)]).toEqual([1_000, 300, 700]);
    const transfer = (volume: number) =>
      buildTransfer({
        fromMemberId: GEN,
        toMemberId: RETAILER,
        targetYear: Y,
        productCd: 2,
        lines: [{ holdingClassCd: 1, facilityId: 'F1', volume }],
      });
    expect(refusal(s, transfer(701))).toBe('INSUFFICIENT_BALANCE');
    expect(
      refusal(s, buildReservation({ memberId: GEN, targetYear: Y, productCd: 2, facilityId: 'F1', volume: 701 })),
    ).toBe('INSUFFICIENT_BALANCE');
    s = must(s, transfer(700));
    expect(availableOf(s, line)).toBe(0);
    s = must(s, buildRelease({ memberId: GEN, targetYear: Y, productCd: 2, facilityId: 'F1', volume: 300 }));
    expect(availableOf(s, line)).toBe(300);
  });

  it('refuse FIT, releasing more than reserved, and expiring reserved volume', () => {
    let s = certified(100);
    const r = { memberId: GEN, targetYear: Y, productCd: 2 as const, facilityId: 'F1' };
    expect(refusal(s, buildReservation({ ...r, productCd: 1, volume: 1 }))).toBe('FIT_NOT_TRANSFERABLE');
    s = must(s, buildReservation({ ...r, volume: 40 }));
    expect(refusal(s, buildRelease({ ...r, volume: 41 }))).toBe('NOT_RESERVED');
    const expire = buildExpiry({
      targetYear: Y,
      productCd: 2,
      lines: [{ owner: { memberId: GEN, holdingClassCd: 1 }, facilityId: 'F1', volume: 61 }],
    });
    expect(refusal(s, expire)).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('clearing deliveries', () => {
  it('non-FIT: seller’s reserved authorized line → buyer’s procured, consuming the reservation', () => {
    let s = certified(1_000);
    s = must(s, buildReservation({ memberId: GEN, targetYear: Y, productCd: 2, facilityId: 'F1', volume: 300 }));
    s = must(
      s,
      buildClearingDeliveries({
        targetYear: Y,
        productCd: 2,
        deliveries: [{ sellerMemberId: GEN, buyerMemberId: BUYER, facilityId: 'F1', volume: 200 }],
      }),
    );
    const line = memberLine(GEN, 1, at2('F1'));
    expect([balanceOf(s, line), reservedOf(s, line)]).toEqual([800, 100]);
    expect(balanceOf(s, memberLine(BUYER, 2, at2('F1')))).toBe(200);
  });

  it('non-FIT: cannot deliver what was not reserved', () => {
    const s = certified(1_000);
    const built = buildClearingDeliveries({
      targetYear: Y,
      productCd: 2,
      deliveries: [{ sellerMemberId: GEN, buyerMemberId: BUYER, facilityId: 'F1', volume: 1 }],
    });
    expect(refusal(s, built)).toBe('NOT_RESERVED');
  });

  it('FIT: FIT supply → buyer, 10^10 kWh at once; members never deliver FIT', () => {
    let s = must(
      emptyLedger(),
      buildFitSupplyLoad({ targetYear: Y, lines: [{ facilityId: 'FIT-9', volume: 10_000_000_000 }] }),
    );
    s = must(
      s,
      buildClearingDeliveries({
        targetYear: Y,
        productCd: 1,
        deliveries: [{ sellerMemberId: null, buyerMemberId: BUYER, facilityId: 'FIT-9', volume: 9_999_999_999 }],
      }),
    );
    expect(balanceOf(s, memberLine(BUYER, 2, at1('FIT-9')))).toBe(9_999_999_999);
    // FIT supply is pooled per target year (decision 0019): the load and the delivery use its '*' line.
    expect(balanceOf(s, systemLine('fit-supply', at1(ALL_FIT_FACILITIES)))).toBe(1);
    expect(balanceOf(s, systemLine('fit-supply', at1('FIT-9')))).toBe(0);
    const bad = buildClearingDeliveries({
      targetYear: Y,
      productCd: 1,
      deliveries: [{ sellerMemberId: GEN, buyerMemberId: BUYER, facilityId: 'FIT-9', volume: 1 }],
    });
    expect(refusal(s, bad)).toBe('FIT_NOT_TRANSFERABLE');
    const nonFitFromSupply = buildClearingDeliveries({
      targetYear: Y,
      productCd: 2,
      deliveries: [{ sellerMemberId: null, buyerMemberId: BUYER, facilityId: 'F1', volume: 1 }],
    });
    expect(refusal(s, nonFitFromSupply)).toBe('WRONG_CLASS');
    const tooMuch = buildClearingDeliveries({
      targetYear: Y,
      productCd: 1,
      deliveries: [{ sellerMemberId: null, buyerMemberId: RETAILER, facilityId: 'FIT-9', volume: 2 }],
    });
    expect(refusal(s, tooMuch)).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('certificate issue (証書発行) and expiry', () => {
  it('moves procured to confirmed within the member; confirmed is final', () => {
    let s = must(emptyLedger(), buildFitSupplyLoad({ targetYear: Y, lines: [{ facilityId: 'FIT-1', volume: 600 }] }));
    s = must(
      s,
      buildClearingDeliveries({
        targetYear: Y,
        productCd: 1,
        deliveries: [{ sellerMemberId: null, buyerMemberId: RETAILER, facilityId: 'FIT-1', volume: 600 }],
      }),
    );
    s = must(
      s,
      buildCertificateIssue({
        memberId: RETAILER,
        targetYear: Y,
        productCd: 1,
        lines: [{ facilityId: 'FIT-1', volume: 150 }],
      }),
    );
    expect(balanceOf(s, memberLine(RETAILER, 2, at1('FIT-1')))).toBe(450);
    expect(balanceOf(s, memberLine(RETAILER, 3, at1('FIT-1')))).toBe(150);
    const overIssue = buildCertificateIssue({
      memberId: RETAILER,
      targetYear: Y,
      productCd: 1,
      lines: [{ facilityId: 'FIT-1', volume: 451 }],
    });
    expect(refusal(s, overIssue)).toBe('INSUFFICIENT_BALANCE');
    const fitTransfer = buildTransfer({
      fromMemberId: RETAILER,
      toMemberId: BUYER,
      targetYear: Y,
      productCd: 1,
      lines: [{ holdingClassCd: 2, facilityId: 'FIT-1', volume: 1 }],
    });
    expect(refusal(s, fitTransfer)).toBe('FIT_NOT_TRANSFERABLE');
  });

  it('retires unused volume, including unsold FIT supply', () => {
    let s = certified(500);
    s = must(s, buildFitSupplyLoad({ targetYear: Y, lines: [{ facilityId: 'FIT-1', volume: 70 }] }));
    s = must(
      s,
      buildExpiry({
        targetYear: Y,
        productCd: 2,
        lines: [{ owner: { memberId: GEN, holdingClassCd: 1 }, facilityId: 'F1', volume: 500 }],
      }),
    );
    s = must(
      s,
      buildExpiry({
        targetYear: Y,
        productCd: 1,
        lines: [{ owner: 'fit-supply', facilityId: ALL_FIT_FACILITIES, volume: 70 }],
      }),
    );
    expect(balanceOf(s, memberLine(GEN, 1, at2('F1')))).toBe(0);
    expect(balanceOf(s, systemLine('retirement', at2('F1')))).toBe(500);
    expect(balanceOf(s, systemLine('retirement', at1(ALL_FIT_FACILITIES)))).toBe(70);
  });

  it('reports each touched line once, before and after, in key order', () => {
    const s = certified(1_000);
    const built = buildTransfer({
      fromMemberId: GEN,
      toMemberId: RETAILER,
      targetYear: Y,
      productCd: 2,
      lines: [
        { holdingClassCd: 1, facilityId: 'F1', volume: 10 },
        { holdingClassCd: 1, facilityId: 'F1', volume: 5 },
      ],
    });
    if (!built.ok) throw new Error('refused');
    const applied = applyEntry(s, built.value);
    if (!applied.ok) throw new Error('refused');
    expect(applied.value.changes.map((c) => [c.before.balance, c.after.balance])).toEqual([
      [1_000, 985],
      [0, 15],
    ]);
    const keys = applied.value.changes.map((c) => c.key);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('the FIT pool (decision 0019)', () => {
  const pool = at1(ALL_FIT_FACILITIES);

  it('loads the offered total into the FIT supply’s pool line and returns the unsold rest from it', () => {
    let s = must(
      emptyLedger(),
      buildFitSupplyLoad({
        targetYear: Y,
        lines: [
          { facilityId: 'FIT-1', volume: 600 },
          { facilityId: 'FIT-2', volume: 400 },
        ],
      }),
    );
    expect(balanceOf(s, systemLine('fit-supply', pool))).toBe(1_000);
    expect(balanceOf(s, systemLine('certification-source', pool))).toBe(-1_000);
    expect(balanceOf(s, systemLine('fit-supply', at1('FIT-1')))).toBe(0);
    s = must(
      s,
      buildClearingDeliveries({
        targetYear: Y,
        productCd: 1,
        deliveries: [
          { sellerMemberId: null, buyerMemberId: RETAILER, facilityId: 'FIT-1', volume: 600 },
          { sellerMemberId: null, buyerMemberId: BUYER, facilityId: 'FIT-2', volume: 100 },
        ],
      }),
    );
    s = must(s, buildFitSupplyReturn({ targetYear: Y, volume: 300 }));
    expect(balanceOf(s, systemLine('fit-supply', pool))).toBe(0);
    expect(balanceOf(s, systemLine('certification-source', pool))).toBe(-700);
    expect(refusal(s, buildFitSupplyReturn({ targetYear: Y, volume: 1 }))).toBe('INSUFFICIENT_BALANCE');
    expect(refusal(s, buildFitSupplyReturn({ targetYear: Y, volume: 0 }))).toBe('INVALID_VOLUME');
  });

  it('is a system account’s FIT line only: a member’s line, or a non-FIT line, names its facility', () => {
    const entry = (line: HoldingLine) => ({
      kind: 'transfer' as const,
      postings: [
        { line, volume: 5 },
        { line: systemLine('certification-source', line), volume: -5 },
      ],
      reservations: [],
    });
    expect(refusal(emptyLedger(), ok(entry(memberLine(BUYER, 2, pool))))).toBe('INVALID_LINE');
    expect(refusal(emptyLedger(), ok(entry(systemLine('fit-supply', at2(ALL_FIT_FACILITIES)))))).toBe('INVALID_LINE');
  });

  it('balances a year’s FIT postings together where an entry posts to the pool, and per facility otherwise', () => {
    const fromPool = {
      kind: 'clearing' as const,
      postings: [
        { line: systemLine('fit-supply', pool), volume: -10 },
        { line: memberLine(BUYER, 2, at1('FIT-1')), volume: 4 },
        { line: memberLine(BUYER, 2, at1('FIT-2')), volume: 6 },
      ],
      reservations: [],
    };
    expect(checkEntryShape(fromPool).ok).toBe(true);
    const unbalanced = { ...fromPool, postings: fromPool.postings.slice(0, 2) };
    expect(checkEntryShape(unbalanced)).toMatchObject({ ok: false, error: { reason: 'UNBALANCED' } });
    // Another year's FIT postings do not balance against this year's pool.
    const otherYear = {
      ...fromPool,
      postings: [
        ...fromPool.postings.slice(0, 2),
        { line: memberLine(BUYER, 2, { ...at1('FIT-2'), targetYear: Y + 1 }), volume: 6 },
      ],
    };
    expect(checkEntryShape(otherYear)).toMatchObject({ ok: false, error: { reason: 'UNBALANCED' } });
  });
});
