import { describe, expect, it } from 'vitest';
import {
  comparePackOrder,
  countsForRe100,
  fitLabel,
  packHolder,
  packTotals,
  productKind,
  renewableLabel,
} from '../../../src/lib/domain/reporting-pack/reporting-pack';

describe('the reporting pack’s product kinds', () => {
  it('names FIT and 再エネ指定 per product', () => {
    expect([1, 2, 3].map((cd) => [fitLabel(productKind(cd)), renewableLabel(productKind(cd))])).toEqual([
      ['FIT', 'あり'],
      ['非FIT', 'あり'],
      ['非FIT', 'なし'],
    ]);
  });

  it('counts a facility for RE100 only on a renewable certificate with the flag', () => {
    expect(countsForRe100(productKind(1), true)).toBe(true);
    expect(countsForRe100(productKind(2), false)).toBe(false);
    expect(countsForRe100(productKind(3), true)).toBe(false);
  });
});

describe('packHolder and the row order', () => {
  it('takes the consumer of a demand-location certificate and the menu of a menu one', () => {
    expect(packHolder({ nfcTypeCd: 1, consumer: '需要家', menuName: null })).toBe('需要家');
    expect(packHolder({ nfcTypeCd: 2, consumer: null, menuName: 'プラン' })).toBe('プラン');
    expect(packHolder({ nfcTypeCd: 1, consumer: null, menuName: null })).toBe('');
  });

  it('orders by holder then number, by code unit', () => {
    const rows = [
      { holder: '追跡', certificateNo: 'NF2026-0000002' },
      { holder: 'グリーン', certificateNo: 'NF2026-0000009' },
      { holder: '追跡', certificateNo: 'NF2026-0000001' },
    ];
    expect([...rows].sort(comparePackOrder).map((r) => r.certificateNo)).toEqual([
      'NF2026-0000009',
      'NF2026-0000001',
      'NF2026-0000002',
    ]);
  });
});

describe('packTotals', () => {
  it('sums per holder and overall: volume, renewable volume, RE100 volume by facility', () => {
    const { byHolder, total } = packTotals([
      {
        holder: 'B',
        productCd: 2,
        totalIssueVolume: 300,
        facilities: [
          { volume: 100, re100Flg: true },
          { volume: 200, re100Flg: false },
        ],
      },
      { holder: 'A', productCd: 3, totalIssueVolume: 50, facilities: [{ volume: 50, re100Flg: true }] },
      { holder: 'B', productCd: 1, totalIssueVolume: 10, facilities: [{ volume: 10, re100Flg: true }] },
    ]);
    expect(byHolder).toEqual([
      { holder: 'A', certificateCount: 1, volume: 50, renewableVolume: 0, re100Volume: 0 },
      { holder: 'B', certificateCount: 2, volume: 310, renewableVolume: 310, re100Volume: 110 },
    ]);
    expect(total).toEqual({ holder: '', certificateCount: 3, volume: 360, renewableVolume: 310, re100Volume: 110 });
  });

  it('is all zero for no certificates', () => {
    expect(packTotals([])).toEqual({
      byHolder: [],
      total: { holder: '', certificateCount: 0, volume: 0, renewableVolume: 0, re100Volume: 0 },
    });
  });
});
