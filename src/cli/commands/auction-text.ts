import { contractedPriceText } from '../../lib/domain/auction/auction-labels';
import type { MarketSummary } from '../../lib/domain/clearing';
import type { FitSupplyRests } from '../../lib/server/services/auctions/fit-supply-rests';

export { STATE_NAMES, contractedPriceText } from '../../lib/domain/auction/auction-labels';

export function kwh(n: number): string {
  return `${n.toLocaleString('ja-JP')} kWh`;
}

export function summaryLines(s: MarketSummary): string[] {
  return [
    `  結果: ${contractedPriceText(s)}、約定量 ${kwh(s.totalContractedVolume)}、入札会員 ${s.biddingMemberCount} 社、約定会員 ${s.contractedMemberCount} 社`,
  ];
}

export interface FitSupplyFigures {
  facilities: number;
  volume: number;
  sold: number | null;
  returned: { facilities: number; volume: number } | null;
}

/**
 * A FIT auction's supply as `show` prints it (decision 0011): loaded, and once cleared, sold and
 * returned to the certification source, with what an auction cleared before the return left behind.
 */
export function fitSupplyLines(marketNo: number, s: FitSupplyFigures): string[] {
  const lines = [`  FIT供給: ${s.facilities.toLocaleString('ja-JP')} 設備、${kwh(s.volume)}`];
  if (s.sold === null || s.returned === null)
    return [...lines, '  FIT供給の約定量・返還量: 約定処理時に確定（売れ残りは認定元へ返還）'];
  const left = s.volume - s.sold - s.returned.volume;
  const returned = `${s.returned.facilities.toLocaleString('ja-JP')} 設備、${kwh(s.returned.volume)}`;
  return [
    ...lines,
    `  FIT供給の約定量: ${kwh(s.sold)}`,
    left > 0
      ? `  FIT供給の返還量: ${returned}（未返還 ${kwh(left)}: return-fit-supply --market-no ${marketNo} で返還できます）`
      : s.returned.volume > 0
        ? `  FIT供給の返還量: ${returned}（認定元へ返還済み）`
        : '  FIT供給の返還量: 0 kWh（売れ残りなし）',
  ];
}

/** What the clearing or return-fit-supply returned, as one line. */
export function fitSupplyReturnedLine(marketNo: number, r: { facilities: number; volume: number }): string {
  return r.volume > 0
    ? `市場番号 ${marketNo} のFIT供給の売れ残り ${r.facilities.toLocaleString('ja-JP')} 設備、${kwh(r.volume)} を認定元へ返還しました。`
    : `市場番号 ${marketNo} のFIT供給に売れ残りはありません。`;
}

/**
 * Each facility's returned rest of a cleared FIT auction as `show` prints it (decision 0011): the
 * totals, what is not offered again yet and the command that offers it, then the first facilities.
 */
export function fitRestLines(marketNo: number, r: FitSupplyRests): string[] {
  if (r.facilities === 0) return [];
  const lines = [`  設備別の売れ残り: ${r.facilities.toLocaleString('ja-JP')} 設備、${kwh(r.volume)}`];
  lines.push(
    r.open.facilities > 0
      ? `  未再供給: ${r.open.facilities.toLocaleString('ja-JP')} 設備、${kwh(r.open.volume)}（reoffer-fit-rests --market-no ${marketNo} --to <市場番号> で同じ年度の市場に再供給できます）`
      : '  未再供給: なし（すべて再供給済み）',
  );
  for (const row of r.rows)
    lines.push(
      `    ${row.facilityId}  ${kwh(row.volume).padStart(16)}${row.reofferedMarketNo === null ? '' : `  市場番号 ${row.reofferedMarketNo} で再供給済み`}`,
    );
  const more = r.facilities - r.rows.length;
  if (more > 0) lines.push(`    …ほか ${more.toLocaleString('ja-JP')} 設備`);
  return lines;
}
