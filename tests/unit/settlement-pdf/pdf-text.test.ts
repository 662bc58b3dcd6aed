import { describe, expect, it } from 'vitest';
import {
  auctionText,
  bidNoText,
  directionWording,
  feeLabel,
  kwhText,
  priceText,
  sideText,
  slashDate,
  taxSectionLabel,
  yenText,
  yenWithUnit,
} from '@/lib/server/reports/settlement-pdf/pdf-text';
import { lineCells } from '@/lib/server/reports/settlement-pdf/draw-line-table';
import { statementOf } from './statements';

describe('amounts and quantities on the statement', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [28_238, '28,238'],
    [40_010_000_000, '40,010,000,000'],
    [-1_234_567, '-1,234,567'],
  ])('yen %i → %s', (yen, text) => {
    expect(yenText(yen)).toBe(text);
  });

  it('adds the unit where the total stands alone', () => {
    expect(yenWithUnit(459_173)).toBe('459,173円');
  });

  it('groups kWh and always prints prices with two decimals', () => {
    expect(kwhText(10_000_000_000)).toBe('10,000,000,000');
    expect([priceText(40), priceText(5), priceText(130), priceText(400)]).toEqual(['0.40', '0.05', '1.30', '4.00']);
  });

  it('refuses numbers that are not whole yen rather than printing them rounded', () => {
    expect(() => yenText(1.5)).toThrow(RangeError);
  });

  it('prints dates as YYYY/MM/DD', () => {
    expect(slashDate('2027-05-11')).toBe('2027/05/11');
  });
});

describe('words of the statement', () => {
  it('titles a payable statement 請求書 and a receivable one 支払通知書', () => {
    expect(directionWording('pay')).toMatchObject({
      title: '請求書',
      amountLabel: 'ご請求金額（税込）',
      totalLabel: '合計（ご請求金額）',
    });
    expect(directionWording('receive')).toMatchObject({
      title: '支払通知書',
      amountLabel: 'お支払金額（税込）',
      totalLabel: '合計（お支払金額）',
    });
  });

  it('shows the bid number alone, the side in one character and the auction with its round', () => {
    expect([bidNoText('入札番号 12'), bidNoText('B-7'), bidNoText(undefined)]).toEqual(['12', 'B-7', '']);
    expect([sideText('buy'), sideText('sell')]).toEqual(['買', '売']);
    expect(auctionText({ targetYear: 2026, marketNo: 202641 }, 4)).toBe('2026年度 第4回（市場番号 202641）');
  });

  it('names the tax sections by what they contain', () => {
    const buyer = statementOf([{ side: 'buy', productCd: 2, volumeKwh: 1_000, priceCents: 100 }]);
    const seller = statementOf([{ side: 'sell', productCd: 2, volumeKwh: 1_000, priceCents: 100 }]);
    expect(taxSectionLabel(buyer.charge, buyer)).toBe('ご請求分（証書代金・取引手数料）');
    expect(taxSectionLabel(seller.charge, seller)).toBe('ご請求分（取引手数料）');
    expect(taxSectionLabel(seller.credit!, seller)).toBe('お支払分（証書売却代金）');
  });

  it('states the fee rate and base volume the fee was computed on', () => {
    expect(feeLabel({ volumeKwh: 1_012_345, rateMilliYenPerKwh: 1, feeYen: 1_012 })).toBe(
      '取引手数料（0.001円/kWh × 1,012,345 kWh、明細ごとに1円未満切捨て）',
    );
  });

  it('fills a table row from the stored line without recomputing it', () => {
    const [line] = statementOf([
      { reference: '入札番号 3', side: 'buy', productCd: 2, volumeKwh: 12_345, priceCents: 133 },
    ]).lines;
    expect(lineCells({ ...line!, amountYen: 99 }, '非FIT非化石証書（再エネ指定あり）')).toEqual([
      '1',
      '3',
      '買',
      '非FIT非化石証書（再エネ指定あり）',
      '12,345',
      '1.33',
      '99',
    ]);
  });
});
