/** A4 in points, with the margins every certificate page shares. */
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

/** The lowest y a table row may reach before the table continues on a new page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;

export const COLORS = {
  rule: '#9aa5ad',
  headerFill: '#e6f1f8',
  labelFill: '#f3f6f8',
  text: '#1a1a1a',
  muted: '#555555',
} as const;
