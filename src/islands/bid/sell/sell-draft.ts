/**
 * The sell bid between its input and confirm pages (spec §2: input, then confirm). It lives in
 * the tab's sessionStorage: the confirm page without it goes back to /bid/list, and 戻る finds
 * the values again.
 */
import type { HoldingLine } from '../shared/types';

const SELL_DRAFT_KEY = 'nfc:sell-bid-draft';
export const SELL_LINES_DRAFT_KEY = 'nfc:sell-lines-draft';

export interface SellLine {
  equipmentId: string;
  equipmentName: string;
  reTypeCd: number;
  prefectureCd: string;
  availableVolume: number;
}

export interface SellDraft {
  productCd: 2 | 3;
  marketNo: number;
  fiscalYear: number;
  roundNo: number;
  line: SellLine;
  unitPrice: string;
  volume: string;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isDraft(v: unknown): v is SellDraft {
  const d = v as SellDraft;
  return (
    typeof d === 'object' &&
    d !== null &&
    (d.productCd === 2 || d.productCd === 3) &&
    Number.isInteger(d.marketNo) &&
    Number.isInteger(d.fiscalYear) &&
    typeof d.unitPrice === 'string' &&
    typeof d.volume === 'string' &&
    typeof d.line?.equipmentId === 'string' &&
    Number.isFinite(d.line?.availableVolume)
  );
}

export function readSellDraft(): SellDraft | null {
  const raw = storage()?.getItem(SELL_DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSellDraft(draft: SellDraft): void {
  // The multi-line draft (sell-lines-draft.ts) is dropped: the confirm page confirms this one.
  storage()?.removeItem(SELL_LINES_DRAFT_KEY);
  storage()?.setItem(SELL_DRAFT_KEY, JSON.stringify(draft));
}

export function clearSellDraft(): void {
  storage()?.removeItem(SELL_DRAFT_KEY);
}

/** The sell form as typed: the chosen line's id, price and volume text. */
export type SellFormValues = {
  equipmentId: string;
  unitPrice: string;
  volume: string;
};

export function sellLineOf(item: HoldingLine): SellLine {
  return {
    equipmentId: item.equipmentId,
    equipmentName: item.equipmentName,
    reTypeCd: item.reTypeCd,
    prefectureCd: item.prefectureCd,
    availableVolume: item.availableVolume,
  };
}
