import { describe, expect, it } from 'vitest';
import { buyConfirmFacts } from '@/islands/bid/list/buy-confirm-facts';
import type { CodesResponse } from '@/lib/schemas/codes';

const codes = {
  municipalityInfo: {
    prefectureList: [{ prefectureCd: '130001', prefectureName: '東京都' }],
    municipalityList: [{ prefectureCd: '130001', municCd: '131016', municName: '千代田区' }],
  },
  reTypeList: [{ reTypeCd: 1, reTypeName: '太陽光' }],
  plantGroupList: [],
} as unknown as CodesResponse;

describe('what a buy bid confirms before it is sent', () => {
  it('shows the amount of a typo so large nobody would miss it, with exact grouping', () => {
    expect(
      buyConfirmFacts(
        {
          productName: '非FIT非化石証書（再エネ指定なし）',
          productCd: 3,
          priceCents: 400,
          volume: 10_000_000,
          preferences: [],
        },
        codes,
      ),
    ).toEqual([
      ['商品', '非FIT非化石証書（再エネ指定なし）'],
      ['単価', '4.00円/kWh'],
      ['入札量', '10,000,000kWh'],
      ['金額', '40,000,000円'],
    ]);
  });
  it('computes the amount in whole integers, cutting fractions of a yen', () => {
    const facts = buyConfirmFacts(
      { productName: 'x', productCd: 2, priceCents: 125, volume: 1_001, preferences: [] },
      codes,
    );
    // 1.25 円/kWh × 1,001 kWh = 1,251.25 円 → 1,251 円; a float product would risk 1,251.2499….
    expect(facts.find(([label]) => label === '金額')).toEqual(['金額', '1,251円']);
    const huge = buyConfirmFacts(
      { productName: 'x', productCd: 2, priceCents: 399, volume: 9_007_199_254_740, preferences: [] },
      codes,
    );
    expect(huge.find(([label]) => label === '金額')).toEqual(['金額', '35,938,725,026,412円']);
  });
  it('lists the FIT tracking preferences, or says there are none', () => {
    const fit = { productName: 'FIT非化石証書', productCd: 1, priceCents: 125, volume: 12_000 };
    expect(buyConfirmFacts({ ...fit, preferences: [] }, codes).at(-1)).toEqual(['トラッキング希望', '指定なし']);
    expect(
      buyConfirmFacts(
        {
          ...fit,
          preferences: [{ prefectureCd: '130001', municipalityCd: '131016', reTypeCd: 1 }, { equipmentId: 'F1' }],
        },
        codes,
      ).slice(4),
    ).toEqual([
      ['トラッキング第1希望', '東京都 千代田区・太陽光'],
      ['トラッキング第2希望', '設備ID F1'],
    ]);
  });
});
