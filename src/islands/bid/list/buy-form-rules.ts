import type { PriceBand } from '../../../lib/domain/auction';
import { msg } from '../../../lib/schemas/messages';
import { checkUnitPrice, checkVolume } from '../shared/entry-rules';
import type { FlatErrors } from '../shared/form-errors';
import type { TrackingPreference } from '../shared/types';
import { WORDS } from '../../../lib/glossary';
import { isProductCd } from '../../../lib/domain/ledger';
import { formatPriceCents } from '../../ui/format';

export type PreferenceMode = 'none' | 'equipment' | 'conditions';

/** One tracking preference as typed; codes stay text until the request is built. */
export interface PreferenceDraft {
  mode: PreferenceMode;
  equipmentId: string;
  prefectureCd: string;
  municipalityCd: string;
  reTypeCd: string;
  plantGroupCd: string;
}

export interface BuyFormValues {
  unitPrice: string;
  volume: string;
  preferences: PreferenceDraft[];
}

export const EMPTY_PREFERENCE: PreferenceDraft = {
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
const HALF_WIDTH_ID = /^[\x21-\x7e]+$/;

function preferenceErrors(p: PreferenceDraft, at: string, errors: FlatErrors): void {
  if (p.mode === 'equipment') {
    const id = p.equipmentId.trim();
    if (id === '') errors[`${at}.equipmentId`] = msg.required('設備ID');
    else if (!HALF_WIDTH_ID.test(id)) errors[`${at}.equipmentId`] = msg.halfWidth('設備ID');
    else if (id.length > 50) errors[`${at}.equipmentId`] = msg.maxLength('設備ID', 50);
  }
  if (p.mode === 'conditions' && !p.prefectureCd && !p.municipalityCd && !p.reTypeCd && !p.plantGroupCd) {
    errors[`${at}.prefectureCd`] =
      `${WORDS.prefecture}・${WORDS.municipality}・${WORDS.reType}・${WORDS.plantGroup}のいずれかを指定してください。`;
  }
}

/** The buy form's checks (spec §5 wording); FIT bids also check their tracking preferences. */
export function buyFormErrors(values: BuyFormValues, band: PriceBand | null, productCd: number): FlatErrors {
  const errors: FlatErrors = {};
  const price = checkUnitPrice(values.unitPrice, band);
  if (!price.ok) errors.unitPrice = price.message;
  const volume = checkVolume(values.volume);
  if (!volume.ok) errors.volume = volume.message;
  if (productCd !== 1) return errors;
  values.preferences.forEach((p, i) => preferenceErrors(p, `preferences.${i}`, errors));
  if (values.preferences[0]?.mode === 'none' && values.preferences[1] && values.preferences[1].mode !== 'none') {
    errors['preferences.1.mode'] = '第2希望を指定する場合は、第1希望も指定してください。';
  }
  return errors;
}

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
