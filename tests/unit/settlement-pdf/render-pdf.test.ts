import { describe, expect, it } from 'vitest';
import { renderSettlementPdf } from '@/lib/server/reports/settlement-pdf/render-settlement-pdf';
import type { Statement } from '@/lib/domain/settlement';
import { inspectPdf } from './pdf-inspect';
import { longStatement, statementOf } from './statements';

const PRODUCT = '非FIT非化石証書（再エネ指定あり）';
const render = (statement: Statement) => renderSettlementPdf({ statement, productName: PRODUCT, roundNo: 4 });
/** pdftotext -layout spreads columns with runs of spaces (and may drop those around "/"): normalise both. */
const squash = (text: string) => text.replace(/[ \u3000]+/g, ' ').replace(/ ?\/ ?/g, '/');

describe('settlement statement PDF, rendered and read back', () => {
  it('prints a buyer’s invoice with every qualified-invoice item and the stored amounts', async () => {
    const s = statementOf([
      { reference: '入札番号 1', side: 'buy', productCd: 2, volumeKwh: 1_000_000, priceCents: 40 },
      { reference: '入札番号 2', side: 'buy', productCd: 2, volumeKwh: 12_345, priceCents: 133 },
    ]);
    const pdf = await render(s);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages } = inspectPdf(pdf, 'buyer');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.inkRatio).toBeGreaterThan(0.01);
    const text = squash(pages[0]!.text);
    for (const expected of [
      '請求書',
      'さくら電力株式会社 御中',
      '発行日 2027/04/28',
      `精算書番号 ${s.statementNo}`,
      '一般社団法人 非化石価値取引所',
      '登録番号 T9010005006215',
      '取引年月日 2027/04/28',
      '支払期日 2027/05/11',
      'No 入札番号 売買 商品 約定量(kWh) 約定単価(円/kWh) 金額(円)',
      `1 1 買 ${PRODUCT} 1,000,000 0.40 400,000`,
      `2 2 買 ${PRODUCT} 12,345 1.33 16,418`,
      '取引手数料（0.001円/kWh × 1,012,345 kWh、明細ごとに1円未満切捨て） 1,012',
      'ご請求分（証書代金・取引手数料） 10% 417,430 41,743 459,173',
      '小計 417,430',
      '消費税（10%対象） 41,743',
      '合計（ご請求金額） 459,173円',
      'ご請求金額（税込） 459,173円',
      '1/1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a seller’s 支払通知書 with both tax sections and the net amount it receives', async () => {
    const s = statementOf([{ reference: '入札番号 1', side: 'sell', productCd: 2, volumeKwh: 19_000, priceCents: 85 }]);
    const text = squash(inspectPdf(await render(s), 'seller').pages[0]!.text);
    for (const expected of [
      '支払通知書',
      '売',
      'お支払分（証書売却代金） 10% 16,150 1,615 17,765',
      'ご請求分（取引手数料） 10% 19 1 20',
      '小計 16,131',
      '消費税（10%対象） 1,614',
      '合計（お支払金額） 17,745円',
      '※ お支払分からご請求分を差し引いた金額です。',
      '登録番号 T1180301018771',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('continues a long table over pages with its header repeated, numbering every page n / N', async () => {
    const s = longStatement(60);
    const { pages } = inspectPdf(await render(s), 'long');
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page.inkRatio, `page ${i + 1} is blank`).toBeGreaterThan(0.005);
      expect(squash(page.text)).toContain(`${i + 1}/3`);
      expect(squash(page.text)).toContain(`精算書番号 ${s.statementNo}`);
    });
    const header = 'No 入札番号 売買 商品 約定量(kWh) 約定単価(円/kWh) 金額(円)';
    expect(squash(pages[0]!.text)).toContain(header);
    expect(squash(pages[1]!.text)).toContain(header);
    expect(squash(pages[1]!.text)).toContain('請求書（続き）');
    // Line 26 ends page 1, 27 opens page 2, 60 ends page 2; the summary stands on page 3.
    const line = (n: number) => `${n} ${n} 買 ${PRODUCT} ${s.lines[n - 1]!.volumeKwh.toLocaleString('en-US')}`;
    expect(squash(pages[0]!.text)).toContain(line(26));
    expect(squash(pages[1]!.text)).toContain(line(27));
    expect(squash(pages[1]!.text)).toContain(line(60));
    expect(squash(pages[2]!.text)).not.toContain(header);
    expect(squash(pages[2]!.text)).toContain(`合計（ご請求金額） ${s.totalYen.toLocaleString('en-US')}円`);
  });

  it('cuts an overlong member name with an ellipsis but always keeps 御中 and the layout on one page', async () => {
    const s = statementOf([{ side: 'buy', productCd: 2, volumeKwh: 1_000, priceCents: 100 }]);
    const long = {
      ...s,
      member: {
        ...s.member,
        name: '長い名前の地域電力小売販売サービス持株会社グループ統括本部東日本エリア需給調整センター株式会社',
      },
    };
    const { pages } = inspectPdf(await render(long), 'long-name');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('御中');
    expect(pages[0]!.text).toContain('…');
  });

  it('prints the largest round in full: amounts shrink to fit, never cut', async () => {
    // domain.md#design-sizes: a FIT round sells 10^10 kWh; at the 4.00 円 top price that is 4 × 10^10 円.
    const s = statementOf(
      [{ reference: '入札番号 1', side: 'buy', productCd: 1, volumeKwh: 10_000_000_000, priceCents: 400 }],
      1,
    );
    const text = squash(inspectPdf(await render(s), 'huge').pages[0]!.text);
    for (const expected of [
      '10,000,000,000 4.00 40,000,000,000',
      'ご請求金額（税込） 44,011,000,000円',
      '合計（ご請求金額） 44,011,000,000円',
      '40,010,000,000 4,001,000,000 44,011,000,000',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('…');
  });

  it('prints the stored figures even where they disagree with a recomputation', async () => {
    // A statement is printed, never recalculated: a doctored total shows up as stored.
    const s = {
      ...statementOf([{ side: 'buy', productCd: 2, volumeKwh: 1_000, priceCents: 100 }]),
      totalYen: 1_234_567,
    };
    expect(squash(inspectPdf(await render(s), 'stored').pages[0]!.text)).toContain('合計（ご請求金額） 1,234,567円');
  });
});
