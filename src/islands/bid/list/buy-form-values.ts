import type { PreferenceDraft } from '@/lib/schemas/bid-form';
import type { TrackingPreference } from '../shared/types';
import { isProductCd } from '@/lib/domain/ledger/codes';
import { formatPriceCents } from '../../ui/format';

/** One tracking preference as typed; codes stay text until the request is built. */
export type { PreferenceDraft, PreferenceMode } from '@/lib/schemas/bid-form';

export type BuyFormValues = {
  unitPrice: string;
  volume: string;
  preferences: PreferenceDraft[];
};

const EMPTY_PREFERENCE: PreferenceDraft = {
  mode: 'none',
  equipmentId: '',
  prefectureCd: '',
  municipalityCd: '',
  reTypeCd: '',
  plantGroupCd: '',
};
export const emptyBuyForm = (): BuyFormValues => ({
  unitPrice: '',
  volume: '',
  preferences: [{ ...EMPTY_PREFERENCE }, { ...EMPTY_PREFERENCE }],
});

export const PREFERENCE_LABELS = ['第1希望', '第2希望'] as const;

function toPreference(p: PreferenceDraft): TrackingPreference | null {
  if (p.mode === 'equipment') return { equipmentId: p.equipmentId.trim() };
  if (p.mode !== 'conditions') return null;
  const picked: TrackingPreference = {};
  if (p.prefectureCd) picked.prefectureCd = p.prefectureCd;
  if (p.municipalityCd) picked.municipalityCd = p.municipalityCd;
  if (p.reTypeCd) picked.reTypeCd = Number(p.reTypeCd);
  if (p.plantGroupCd) picked.plantGroupCd = Number(p.plantGroupCd);
  return picked;
}

/** bidBuyRequest from checked values: the price as two-decimal text, the volume in whole kWh. */
export function toBuyRequest(values: BuyFormValues, productCd: number, priceCents: number, volume: number) {
  if (!isProductCd(productCd)) throw new RangeError(`no product ${productCd}`);
  const preferences =
    productCd === 1 ? values.preferences.map(toPreference).filter((p): p is TrackingPreference => p !== null) : [];
  return { productCd, unitPrice: formatPriceCents(priceCents), volume, ...(preferences.length ? { preferences } : {}) };
}
