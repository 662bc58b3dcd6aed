import { formatDateTime } from '../../../../src/lib/domain/calendar/jst';
import { isContractWithheld, kwhText, NONE_TEXT, priceText, WITHHELD_TEXT, type MarketResult } from './market-result';
import type { ResultColumnKey } from './result-columns';

/** One table cell: its main text and, under it, a smaller second line (FIT price range, FIT supply). */
export interface ResultCell {
  col: ResultColumnKey;
  text: string;
  note?: string;
  numeric?: boolean;
}

function withheldOr(withheld: boolean, value: number | null, format: (v: number) => string): string {
  if (withheld) return WITHHELD_TEXT;
  return value === null ? NONE_TEXT : format(value);
}

function priceCell(r: MarketResult): ResultCell {
  const text = withheldOr(isContractWithheld(r), r.contractPrice, priceText);
  const range =
    r.isFit && r.contractLowestPrice !== null && r.contractHighestPrice !== null
      ? `最低 ${priceText(r.contractLowestPrice)}／最高 ${priceText(r.contractHighestPrice)}`
      : undefined;
  return { col: 'contractPrice', text, note: range, numeric: true };
}

function sellCell(r: MarketResult): ResultCell {
  if (r.isFit)
    return {
      col: 'sellVolume',
      text: withheldOr(r.withheld.includes('supply'), r.fitSupplyVolume, kwhText),
      note: 'FIT供給量',
      numeric: true,
    };
  return { col: 'sellVolume', text: withheldOr(r.withheld.includes('sell'), r.sellVolume, kwhText), numeric: true };
}

function membersText(r: MarketResult): string {
  const buyers = `買 ${kwhText(r.buyerCount)}`;
  return r.sellerCount === null ? buyers : `${buyers}・売 ${kwhText(r.sellerCount)}`;
}

/** The row of the results table, in the order of its columns (RESULT_COLUMNS). */
export function resultCells(r: MarketResult): ResultCell[] {
  return [
    { col: 'marketNo', text: String(r.marketNo) },
    { col: 'fiscalYear', text: `${r.fiscalYear}年度` },
    { col: 'roundNo', text: `第${r.roundNo}回` },
    { col: 'productName', text: r.productName },
    { col: 'period', text: `${formatDateTime(r.opensAt)}～\n${formatDateTime(r.closesAt)}` },
    priceCell(r),
    { col: 'contractVolume', text: withheldOr(isContractWithheld(r), r.contractVolume, kwhText), numeric: true },
    { col: 'buyVolume', text: withheldOr(r.withheld.includes('buy'), r.buyVolume, kwhText), numeric: true },
    sellCell(r),
    { col: 'members', text: membersText(r), numeric: true },
  ];
}
