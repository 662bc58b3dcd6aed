import { toHalfWidthNumberText } from '@/lib/domain/money';
import { msg } from '@/lib/schemas/message-texts';
import type { FormIssue } from '../shared/check-with';
import type { Shape } from '../flow/flow-shape';

/** A holding line offered for transfer or issuing (own balance with volume available). */
export interface CandidateLine {
  key: string;
  holdingClassCd: number;
  equipmentId: string;
  equipmentName: string;
  reTypeCd: number;
  prefectureCd: string;
  availableVolume: number;
}

/** A chosen line as the form holds it: the volume is the text typed. */
export type LineValues = {
  key: string;
  holdingClassCd: number;
  equipmentId: string;
  equipmentName: string;
  availableVolume: number;
  volume: string;
};
export const LINE_SHAPE: Shape<LineValues> = {
  key: 'string',
  holdingClassCd: 'number',
  equipmentId: 'string',
  equipmentName: 'string',
  availableVolume: 'number',
  volume: 'string',
};

export const lineKey = (holdingClassCd: number, equipmentId: string) => `${holdingClassCd}|${equipmentId}`;

/** Full-width digits and commas (typed with the Japanese IME) read as their ASCII forms. */
export function normalizeVolumeText(text: string): string {
  return toHalfWidthNumberText(text).trim();
}

/** The whole kWh a volume text stands for, or null when it is not one. */
export function volumeOf(text: string): number | null {
  const t = normalizeVolumeText(text).replace(/,/g, '');
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

export function totalVolume(lines: readonly { volume: string }[]): number {
  return lines.reduce((sum, l) => sum + (volumeOf(l.volume) ?? 0), 0);
}

/** Text that is no number at all (letters, symbols) gets the integer message before the range rules. */
export function volumeFormatIssues(lines: readonly LineValues[], label: string): FormIssue[] {
  return lines.flatMap((l, i) => {
    const t = normalizeVolumeText(l.volume);
    return t !== '' && !/^-?[\d,]+(\.\d+)?$/.test(t)
      ? [{ path: ['lines', i, 'volume'], message: msg.volumeInteger(label) }]
      : [];
  });
}

/** Spec §5 maximum: "指定可能な{label}上限を超過しています。" above the line's available volume. */
export function volumeLimitIssues(lines: readonly LineValues[], label: string): FormIssue[] {
  return lines.flatMap((l, i) => {
    const v = volumeOf(l.volume);
    return v !== null && v > l.availableVolume ? [{ path: ['lines', i, 'volume'], message: msg.volumeMax(label) }] : [];
  });
}
