import { csvFileText } from '../../../../src/lib/domain/reports/csv-text';
import type { CsvValue } from '../../../../src/lib/domain/reports/csv-cell';
import { formatDateTime } from '../../../../src/lib/domain/calendar/jst';
import { isContractWithheld, priceText, WITHHELD_TEXT, type MarketResult } from './market-result';

interface Column {
  header: string;
  value: (r: MarketResult) => CsvValue;
}

/** A figure the rule withholds is written as 非公開, one that does not exist (no trade, FIT sellers) as empty. */
const orWithheld = (withheld: boolean, value: CsvValue): CsvValue => (withheld ? WITHHELD_TEXT : value);
const price = (value: number | null) => (value === null ? null : priceText(value));

const COLUMNS: readonly Column[] = [
  { header: '市場番号', value: (r) => r.marketNo },
  { header: '対象年度', value: (r) => r.fiscalYear },
  { header: '回', value: (r) => r.roundNo },
  { header: '商品', value: (r) => r.productName },
  { header: '入札開始日時', value: (r) => formatDateTime(r.opensAt) },
  { header: '入札終了日時', value: (r) => formatDateTime(r.closesAt) },
  { header: '約定価格(円/kWh)', value: (r) => orWithheld(isContractWithheld(r), price(r.contractPrice)) },
  {
    header: '最低約定価格(円/kWh)',
    value: (r) => orWithheld(r.isFit && isContractWithheld(r), price(r.contractLowestPrice)),
  },
  {
    header: '最高約定価格(円/kWh)',
    value: (r) => orWithheld(r.isFit && isContractWithheld(r), price(r.contractHighestPrice)),
  },
  { header: '約定量(kWh)', value: (r) => orWithheld(isContractWithheld(r), r.contractVolume) },
  { header: '買入札量(kWh)', value: (r) => orWithheld(r.withheld.includes('buy'), r.buyVolume) },
  { header: '売入札量(kWh)', value: (r) => orWithheld(r.withheld.includes('sell'), r.sellVolume) },
  { header: 'FIT供給量(kWh)', value: (r) => orWithheld(r.withheld.includes('supply'), r.fitSupplyVolume) },
  { header: '買入札会員数', value: (r) => r.buyerCount },
  { header: '売入札会員数', value: (r) => r.sellerCount },
];

/** The year's results as a CSV file (UTF-8 with BOM, CRLF: the rules of the member side's exports). */
export function marketResultsCsv(results: readonly MarketResult[]): string {
  return csvFileText([COLUMNS.map((c) => c.header), ...results.map((r) => COLUMNS.map((c) => c.value(r)))]);
}

export const marketResultsCsvName = (fiscalYear: number) => `市場結果_${fiscalYear}年度.csv`;
