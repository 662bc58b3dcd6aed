/*
 * A bid's tracking preferences in words, as the 入札照会 grid and its CSV show them. The names come
 * from the code master (GET /api/v1/codes); only the lists used here are required, so the screen's
 * CodesResponse and the server's own copy of it both fit.
 */

export interface TrackingPreferenceText {
  equipmentId?: string;
  prefectureCd?: string;
  municipalityCd?: string;
  reTypeCd?: number;
  plantGroupCd?: number;
}

export interface TrackingCodeNames {
  municipalityInfo?: {
    prefectureList: readonly { prefectureCd: string; prefectureName: string }[];
    municipalityList: readonly { municCd: string; municName: string }[];
  };
  reTypeList?: readonly { reTypeCd: number; reTypeName: string }[];
  plantGroupList?: readonly { plantGroupCd: number; plantGroupName: string }[];
}

/** One tracking preference in words: "設備ID F0001" or "北海道 札幌市・太陽光・再生可能エネルギー". */
export function describePreference(p: TrackingPreferenceText, codes: TrackingCodeNames | null): string {
  if (p.equipmentId) return `設備ID ${p.equipmentId}`;
  const munis = codes?.municipalityInfo;
  const prefecture = p.prefectureCd
    ? (munis?.prefectureList.find((x) => x.prefectureCd === p.prefectureCd)?.prefectureName ?? p.prefectureCd)
    : '';
  const municipality = p.municipalityCd
    ? (munis?.municipalityList.find((x) => x.municCd === p.municipalityCd)?.municName ?? p.municipalityCd)
    : '';
  const reType = p.reTypeCd
    ? (codes?.reTypeList?.find((x) => x.reTypeCd === p.reTypeCd)?.reTypeName ?? String(p.reTypeCd))
    : '';
  const plantGroup = p.plantGroupCd
    ? (codes?.plantGroupList?.find((x) => x.plantGroupCd === p.plantGroupCd)?.plantGroupName ?? String(p.plantGroupCd))
    : '';
  const place = [prefecture, municipality].filter(Boolean).join(' ');
  return [place, reType, plantGroup].filter(Boolean).join('・') || '指定なし';
}

/** The トラッキング希望／設備ID cell: the sell line, or 第1希望 and 第2希望 (one line each). */
export function trackingSummary(
  bid: { equipmentId: string | null; preferences: readonly TrackingPreferenceText[] | null },
  codes: TrackingCodeNames | null,
): string[] {
  if (bid.equipmentId) return [`設備ID ${bid.equipmentId}`];
  const prefs = bid.preferences ?? [];
  return prefs.map((p, i) => `第${i + 1}希望: ${describePreference(p, codes)}`);
}
