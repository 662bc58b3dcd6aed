/**
 * One word for one concept (issue 14 §6): every screen column, CSV header, PDF table header and
 * form label below reads its word from here. Where the specification names a field, its word is
 * used; where it is silent, the choice is recorded here.
 *
 * - `reType` (the renewable energy type: 太陽光, 風力 …) is 再エネ種別 everywhere, the public page
 *   included (it said 電源種別 there).
 * - `plantGroup` (the code master's plant groups, a bid preference condition) is 電源区分, so it is
 *   no longer a second meaning of 電源種別.
 * - `reserved` (volume held by sell bids not yet cleared) is 予約中 on every screen and in the CSV
 *   (they said 予約中, 予約済 and 入札中).
 * - `available` (balance − reserved, what can be moved now) is 利用可能量 (利用可能 on some screens).
 * - `reference` (the entry's counterpart or source: 1002 みなとエナジー株式会社, 市場番号 …) is 摘要,
 *   the bookkeeping word for it (the history screen said 相手先/参照, its CSV 摘要).
 */
export const WORDS = {
  fiscalYear: '対象年度',
  product: '商品',
  holdingClass: '保有区分',
  equipmentId: '設備ID',
  equipmentName: '設備名',
  equipmentAddress: '設備所在地',
  reType: '再エネ種別',
  plantGroup: '電源区分',
  prefecture: '都道府県',
  municipality: '市区町村',
  capacity: '設備容量',
  operationStart: '運転開始日',
  balance: '残高',
  reserved: '予約中',
  available: '利用可能量',
  biddable: '入札可能量',
  volume: '数量',
  issueVolume: '発行量',
  reference: '摘要',
} as const;

export type Word = keyof typeof WORDS;

/** A column header with its unit, as every table and CSV writes it: 残高(kWh). */
export function withUnitText(word: Word, unit: 'kWh' | 'kW'): string {
  return `${WORDS[word]}(${unit})`;
}
