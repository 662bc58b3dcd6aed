/**
 * A multi-line sell between its input and confirm pages, kept like the single-line draft in the
 * tab's sessionStorage under its own key. Saving one kind of draft drops the other, so the confirm
 * page always knows which one it confirms.
 */
import { clearSellDraft, SELL_LINES_DRAFT_KEY, type SellLine } from './sell-draft';

export interface SellLinesDraft {
  productCd: 2 | 3;
  marketNo: number;
  fiscalYear: number;
  roundNo: number;
  unitPrice: string;
  /** Each line sells its whole available volume. */
  lines: SellLine[];
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isLinesDraft(v: unknown): v is SellLinesDraft {
  const d = v as SellLinesDraft;
  return (
    typeof d === 'object' &&
    d !== null &&
    (d.productCd === 2 || d.productCd === 3) &&
    Number.isInteger(d.marketNo) &&
    Number.isInteger(d.fiscalYear) &&
    typeof d.unitPrice === 'string' &&
    Array.isArray(d.lines) &&
    d.lines.length > 0 &&
    d.lines.every((l) => typeof l?.equipmentId === 'string' && Number.isFinite(l?.availableVolume))
  );
}

export function readSellLinesDraft(): SellLinesDraft | null {
  const raw = storage()?.getItem(SELL_LINES_DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLinesDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSellLinesDraft(draft: SellLinesDraft): void {
  clearSellDraft();
  storage()?.setItem(SELL_LINES_DRAFT_KEY, JSON.stringify(draft));
}

export function clearSellLinesDraft(): void {
  storage()?.removeItem(SELL_LINES_DRAFT_KEY);
}

/** What the chosen lines add up to at the price: the confirm step's totals. */
export function sellLinesTotals(lines: readonly SellLine[]) {
  return { count: lines.length, volume: lines.reduce((sum, l) => sum + l.availableVolume, 0) };
}
