import { describe, expect, it } from 'vitest';
import {
  buildLifecycleTrail,
  counterpartyOf,
  marketNoOf,
  trailUpToEntry,
  type TrailLookups,
  type TrailPosting,
} from '@/lib/domain/trail/lifecycle-trail';

let nextPosting = 1;
function posting(entryId: number, kind: string, holdingClassCd: number, volume: number, reference: string | null) {
  const id = nextPosting++;
  return {
    postingId: id,
    entryId,
    kind,
    createdAt: new Date(Date.UTC(2026, 6, 1, 0, 0, id)),
    businessDate: '2026-07-01',
    reference,
    holdingClassCd,
    volume,
  } satisfies TrailPosting;
}

const lookups: TrailLookups = {
  contract: (marketNo, side) =>
    marketNo === 2026110 && side === 'buy'
      ? { priceCents: 35, statementPdfUrl: '/api/v1/settlements/S1/pdf' }
      : undefined,
  certificate: (entryId) =>
    entryId === 5
      ? { certificateNo: '000123', consumer: '株式会社需要家', pdfUrl: '/pdf/5', publicUrl: 'https://r/report/h/p' }
      : undefined,
};

describe('lifecycle trail', () => {
  const postings = [
    posting(1, 'certify', 1, 1000, '非化石価値認定'),
    posting(2, 'clearing', 1, -400, '市場番号 2026110'),
    posting(2, 'clearing', 2, 300, '市場番号 2026110'),
    posting(4, 'transfer', 1, -100, 'M001 売手電力 → M002 買手 エネルギー'),
    posting(5, 'issue-certificate', 2, -200, '000123'),
    posting(5, 'issue-certificate', 3, 200, '000123'),
    posting(6, 'expire', 1, -500, '2026年度 利用期限（2027/06/30）経過による失効'),
  ];
  const steps = buildLifecycleTrail(postings, 2026, lookups);

  it('gives one step per entry and direction, in ledger order, with the member-facing kind', () => {
    expect(steps.map((s) => s.kind)).toEqual(['認定', '約定（売）', '約定（買）', '移転（払出）', '証書発行', '失効']);
    expect(steps.flatMap((s) => s.postingIds)).toEqual(postings.map((p) => p.postingId));
  });

  it('keeps signed volumes per class and running balances that end at the sum of the postings', () => {
    const issue = steps[4]!;
    expect(issue.volumes).toEqual({ authorized: 0, procured: -200, confirmed: 200 });
    expect(steps.map((s) => s.balances.authorized)).toEqual([1000, 600, 600, 500, 500, 0]);
    expect(steps.at(-1)!.balances).toEqual({ authorized: 0, procured: 100, confirmed: 200 });
  });

  it('fills the details: contract price and statement, counterparty, certificate, usable-until', () => {
    expect(steps[1]!.detail).toEqual({ type: 'contract', marketNo: 2026110, priceCents: null, statementPdfUrl: null });
    expect(steps[2]!.detail).toEqual({
      type: 'contract',
      marketNo: 2026110,
      priceCents: 35,
      statementPdfUrl: '/api/v1/settlements/S1/pdf',
    });
    expect(steps[3]!.detail).toEqual({ type: 'transfer', counterpartyNo: 'M002', counterpartyName: '買手 エネルギー' });
    expect(steps[4]!.detail).toMatchObject({
      type: 'certificate',
      certificateNo: '000123',
      consumer: '株式会社需要家',
    });
    expect(steps[5]!.detail).toEqual({ type: 'expiry', usableUntil: '2027-06-30' });
  });

  it('names the certificate by its reference when the lookup does not know it', () => {
    const [step] = buildLifecycleTrail([posting(9, 'issue-certificate', 3, 10, '000999')], 2026, lookups);
    expect(step!.detail).toEqual({
      type: 'certificate',
      certificateNo: '000999',
      consumer: null,
      pdfUrl: null,
      publicUrl: null,
    });
  });

  it('cuts a certificate trail after its issue, keeping both steps of an entry', () => {
    expect(trailUpToEntry(steps, 5).map((s) => s.entryId)).toEqual([1, 2, 2, 4, 5]);
    expect(trailUpToEntry(steps, 2).map((s) => s.kind)).toEqual(['認定', '約定（売）', '約定（買）']);
    expect(trailUpToEntry(steps, 99)).toEqual([]);
  });

  it('rejects a posting of a system line (no holding class)', () => {
    expect(() => buildLifecycleTrail([posting(7, 'certify', 0, 5, null)], 2026, lookups)).toThrow(RangeError);
  });
});

describe('trail references', () => {
  it('reads the market number of a clearing', () => {
    expect(marketNoOf('市場番号 2026110')).toBe(2026110);
    expect(marketNoOf(null)).toBeNull();
  });

  it('reads the counterparty of a transfer from either side', () => {
    expect(counterpartyOf('M001 売手 → M002 買手', true)).toEqual({ counterpartyNo: 'M001', counterpartyName: '売手' });
    expect(counterpartyOf('M001 売手 → M002 買手', false)).toEqual({
      counterpartyNo: 'M002',
      counterpartyName: '買手',
    });
    expect(counterpartyOf('no arrow', true)).toEqual({ counterpartyNo: null, counterpartyName: null });
  });
});
