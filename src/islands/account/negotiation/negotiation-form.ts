import { LINE_SHAPE, normalizeVolumeText, type LineValues } from '../lines/line-values';
import { shapeGuard } from '../flow/flow-shape';

export const VOLUME_LABEL = '移転量';
export const NEGOTIATION_INPUT_PATH = '/account/negotiation/input';
export const NEGOTIATION_CONFIRM_PATH = '/account/negotiation/confirm';
export const NEGOTIATE_INSTANCE = 'POST /api/v1/account-balances/negotiate';
export const NEGOTIATION_STORAGE_KEY = 'nfc:negotiation';

/** The transfer input as the form holds it (text; the rules are in negotiation-rules.ts). */
export type NegotiationValues = {
  fiscalYear: string;
  productCd: string;
  recipientMemberNumber: string;
  lines: LineValues[];
};

/** The form's values as the shared request schema reads them. */
export function toNegotiateInput(v: NegotiationValues) {
  return {
    recipientMemberNumber: v.recipientMemberNumber.normalize('NFKC').trim(),
    fiscalYear: v.fiscalYear === '' ? undefined : Number(v.fiscalYear),
    productCd: v.productCd,
    lines: v.lines.map((l) => ({
      holdingClassCd: l.holdingClassCd,
      equipmentId: l.equipmentId,
      volume: normalizeVolumeText(l.volume),
    })),
  };
}

/** What the confirm step needs: the input as typed, and the recipient's looked-up name. */
export interface NegotiationState {
  values: NegotiationValues;
  recipientName: string;
}
export const isNegotiationState = shapeGuard<NegotiationState>({
  values: {
    record: { fiscalYear: 'string', productCd: 'string', recipientMemberNumber: 'string', lines: { list: LINE_SHAPE } },
  },
  recipientName: 'string',
});

/** The transfer rules (zod and the shared request schema), fetched when the form is first checked. */
export const loadNegotiationRules = () => import('./negotiation-rules');
