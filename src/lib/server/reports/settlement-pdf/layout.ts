/**
 * The fixed grid of the settlement statement, on the page and palette every PDF shares
 * (reports/pdf/layout.ts).
 */
export { COLORS, CONTENT_BOTTOM, CONTENT_RIGHT, CONTENT_WIDTH, PAGE } from '../pdf/layout';
import { PAGE } from '../pdf/layout';

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
