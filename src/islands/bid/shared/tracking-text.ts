import type { CodesResponse } from '@/lib/schemas/codes';
import type { TrackingPreference } from './types';

/** One tracking preference in words: "設備ID F0001" or "北海道 札幌市・太陽光・再生可能エネルギー". */
export function describePreference(p: TrackingPreference, codes: CodesResponse | null): string {
  if (p.equipmentId) return `設備ID ${p.equipmentId}`;
  const munis = codes?.municipalityInfo;
  const prefecture = p.prefectureCd
    ? (munis?.prefectureList.find((x) => x.prefectureCd === p.prefectureCd)?.prefectureName ?? p.prefectureCd)
    : '';
  const municipality = p.municipalityCd
    ? (munis?.municipalityList.find((x) => x.municCd === p.municipalityCd)?.municName ?? p.municipalityCd)
    : '';
  const reType = p.reTypeCd
    ? (codes?.reTypeList.find((x) => x.reTypeCd === p.reTypeCd)?.reTypeName ?? String(p.reTypeCd))
    : '';
  const plantGroup = p.plantGroupCd
    ? (codes?.plantGroupList.find((x) => x.plantGroupCd === p.plantGroupCd)?.plantGroupName ?? String(p.plantGroupCd))
    : '';
  const place = [prefecture, municipality].filter(Boolean).join(' ');
  return [place, reType, plantGroup].filter(Boolean).join('・') || '指定なし';
}

/** The grid's トラッキング希望／設備ID cell: the sell line, or 第1希望 and 第2希望. */
export function trackingSummary(
  bid: { equipmentId: string | null; preferences: TrackingPreference[] | null },
  codes: CodesResponse | null,
): string[] {
  if (bid.equipmentId) return [`設備ID ${bid.equipmentId}`];
  const prefs = bid.preferences ?? [];
  return prefs.map((p, i) => `第${i + 1}希望: ${describePreference(p, codes)}`);
}
