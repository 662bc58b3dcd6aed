import { describe, expect, it } from 'vitest';
import { buildExpiry, expiredYearMessage, expiryNotice } from '../../../src/lib/domain/ledger';

describe('the usable period’s messages', () => {
  it('names the year and its last usable day', () => {
    expect(expiredYearMessage(2026)).toBe('2026年度の証書の利用期限（2027/06/30）を過ぎています。');
  });

  it('warns from 30 days ahead up to the last usable day, and not outside it', () => {
    const notice = '2026年度の証書は2027/06/30で利用期限を迎えます。未使用分は翌日に失効します。';
    expect(expiryNotice(2026, '2027-05-30')).toBeNull();
    expect(expiryNotice(2026, '2027-05-31')).toBe(notice);
    expect(expiryNotice(2026, '2027-06-30')).toBe(notice);
    expect(expiryNotice(2026, '2027-07-01')).toBeNull();
  });
});

describe('buildExpiry', () => {
  it('retires FIT volume into the retirement account’s pool line of the year, non-FIT per facility', () => {
    const fit = buildExpiry({
      targetYear: 2025,
      productCd: 1,
      lines: [
        { owner: { memberId: 7, holdingClassCd: 2 }, facilityId: 'F1', volume: 300 },
        { owner: 'fit-supply', facilityId: '*', volume: 700 },
      ],
    });
    expect(fit.ok && fit.value.postings.map((p) => [p.line.kind, p.line.facilityId, p.volume])).toEqual([
      ['member', 'F1', -300],
      ['system', '*', -700],
      ['system', '*', 1_000],
    ]);
    const nonFit = buildExpiry({
      targetYear: 2025,
      productCd: 2,
      lines: [{ owner: { memberId: 7, holdingClassCd: 1 }, facilityId: 'N1', volume: 50 }],
    });
    expect(nonFit.ok && nonFit.value.postings.map((p) => [p.line.kind, p.line.facilityId, p.volume])).toEqual([
      ['member', 'N1', -50],
      ['system', 'N1', 50],
    ]);
  });
});
