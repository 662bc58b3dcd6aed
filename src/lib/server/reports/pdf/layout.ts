/**
 * A4 in points, the margins and the palette every PDF of the system shares (certificates and
 * settlement statements), so that their pages print alike.
 */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 40,
  right: 40,
  top: 40,
  /** The footer (page numbers) sits inside this margin. */
  bottom: 56,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const CONTENT_RIGHT = PAGE.width - PAGE.right;

/** The lowest y a table row may reach before the table continues on a new page. */
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
