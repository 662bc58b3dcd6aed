import { formatDate } from '@/lib/domain/calendar/jst';
import { formatKwh, formatPriceCents, formatYen } from '@/lib/domain/money';
import type { Direction, Side, Statement, TaxSection } from '@/lib/domain/settlement';

/*
 * Every word and number the statement PDF prints, as pure functions of the stored statement.
 * Numbers are grouped by hand (domain/money), not Intl, so the PDF does not depend on the ICU data
 * of the server that renders it.
 */

/** The ideographic (full-width) space that separates a label from its value in Japanese forms. */
export const SP = '\u3000';

/** Spec §9: dates display as YYYY/MM/DD. */
export function slashDate(isoDate: string): string {
  return formatDate(isoDate);
}

export function yenText(yen: number): string {
  return formatYen(yen);
}

export function yenWithUnit(yen: number): string {
  return `${formatYen(yen)}円`;
}

export function kwhText(kwh: number): string {
  return formatKwh(kwh);
}

/** Unit prices always show two decimals (spec §9). */
export function priceText(priceCents: number): string {
  return formatPriceCents(priceCents);
}

export function sideText(side: Side): string {
  return side === 'buy' ? '買' : '売';
}

/** Lines carry "入札番号 12" as their reference; the column shows the number alone. */
export function bidNoText(reference: string | undefined): string {
  if (!reference) return '';
  return /^入札番号\s*(\S+)$/.exec(reference)?.[1] ?? reference;
}

export function percentText(ratePercent: number): string {
  return `${ratePercent}%`;
}

/**
 * Decision: a statement the member pays is titled 請求書 (the exchange's qualified invoice); one the
 * member receives is a 支払通知書 (the exchange's notice of what it pays for the certificates sold),
 * which still carries the fee as a qualified invoice. Both say 精算書 under the title.
 */
export interface DirectionWording {
  title: string;
  subtitle: string;
  lead: string;
  amountLabel: string;
  totalLabel: string;
  dueNote: string;
}

export function directionWording(direction: Direction): DirectionWording {
  return direction === 'pay'
    ? {
        title: '請求書',
        subtitle: '精算書（適格請求書）',
        lead: '下記のとおりご請求申し上げます。',
        amountLabel: 'ご請求金額（税込）',
        totalLabel: '合計（ご請求金額）',
        dueNote: '上記のご請求金額を支払期日までに当取引所指定の口座へお振込みください。',
      }
    : {
        title: '支払通知書',
        subtitle: '精算書（支払通知書 兼 取引手数料の適格請求書）',
        lead: '下記のとおりお支払いいたします。',
        amountLabel: 'お支払金額（税込）',
        totalLabel: '合計（お支払金額）',
        dueNote: '上記のお支払金額を支払期日に貴社のご登録口座へお振込みいたします。',
      };
}

export function taxSectionLabel(section: TaxSection, statement: Pick<Statement, 'buyAmountYen'>): string {
  if (section.kind === 'credit') return 'お支払分（証書売却代金）';
  return statement.buyAmountYen > 0 ? 'ご請求分（証書代金・取引手数料）' : 'ご請求分（取引手数料）';
}

export function feeLabel(feeLine: Statement['feeLine']): string {
  const rate = (feeLine.rateMilliYenPerKwh / 1000).toFixed(3);
  return `取引手数料（${rate}円/kWh × ${kwhText(feeLine.volumeKwh)} kWh、明細ごとに1円未満切捨て）`;
}

export function auctionText(statement: Pick<Statement, 'targetYear' | 'marketNo'>, roundNo: number | null): string {
  const round = roundNo === null ? '' : ` 第${roundNo}回`;
  return `${statement.targetYear}年度${round}（市場番号 ${statement.marketNo}）`;
}
