/** A4 portrait in points and the fixed grid of the settlement statement. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 40,
  right: 40,
  top: 40,
  /** Page numbers sit inside this margin. */
  bottom: 56,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const CONTENT_RIGHT = PAGE.width - PAGE.right;
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;

export const COLORS = {
  text: '#1a1a1a',
  muted: '#555555',
  rule: '#8c98a1',
  /** Theme primary 0090D3, lightened for fills. */
  accent: '#0090d3',
  headerFill: '#e3f1fa',
  labelFill: '#f2f5f7',
} as const;

/** The first page's invoice header ends here; the line table's header row starts at TABLE.firstTop. */
export const TABLE = {
  firstTop: 344,
  /** Continuation pages: a one-line caption at PAGE.top, then the header row. */
  nextTop: PAGE.top + 22,
  headerHeight: 18,
  rowHeight: 16,
  fontSize: 8,
  pad: 4,
} as const;

export type Align = 'left' | 'center' | 'right';

export interface ColumnSpec {
  header: string;
  width: number;
  align: Align;
}

/** Widths add up to CONTENT_WIDTH (515.28 pt). */
export const LINE_COLUMNS: readonly ColumnSpec[] = [
  { header: 'No', width: 28, align: 'right' },
  { header: '入札番号', width: 52, align: 'right' },
  { header: '売買', width: 32, align: 'center' },
  { header: '商品', width: 138, align: 'left' },
  { header: '約定量(kWh)', width: 88, align: 'right' },
  { header: '約定単価(円/kWh)', width: 87, align: 'right' },
  { header: '金額(円)', width: 90.28, align: 'right' },
];
