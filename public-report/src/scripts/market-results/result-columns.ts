import { WORDS } from '../../../../src/lib/glossary';

/** The columns of the 市場結果 table, in order: headers at build time, cells from result-cells.ts. */
export const RESULT_COLUMNS = [
  { key: 'marketNo', label: '市場番号' },
  { key: 'fiscalYear', label: WORDS.fiscalYear },
  { key: 'roundNo', label: '回' },
  { key: 'productName', label: WORDS.product },
  { key: 'period', label: '入札期間' },
  { key: 'contractPrice', label: '約定価格(円/kWh)', numeric: true },
  { key: 'contractVolume', label: '約定量(kWh)', numeric: true },
  { key: 'buyVolume', label: '買入札量(kWh)', numeric: true },
  { key: 'sellVolume', label: '売入札量(kWh)', numeric: true },
  { key: 'members', label: '参加会員数', numeric: true },
] as const;

export type ResultColumnKey = (typeof RESULT_COLUMNS)[number]['key'];
