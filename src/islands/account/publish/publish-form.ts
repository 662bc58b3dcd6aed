import { shapeGuard } from '../flow/flow-shape';
import { LINE_SHAPE, normalizeVolumeText, type LineValues } from '../lines/line-values';

export const VOLUME_LABEL = '発行量';
export const PUBLISH_INPUT_PATH = '/account/nfc/publish/input';
export const PUBLISH_CONFIRM_PATH = '/account/nfc/publish/confirm';
export const PUBLISH_INSTANCE = 'POST /api/v1/nfcs/publish';
export const PUBLISH_STORAGE_KEY = 'nfc:publish';

/** The issuing input as the form holds it (text; the rules are in publish-rules.ts). */
export type PublishValues = {
  fiscalYear: string;
  productCd: string;
  /** 1 需要場所, 2 電源メニュー: decides which of the fields below are asked for. */
  nfcTypeCd: string;
  useCd: string;
  consumer: string;
  corporateNo: string;
  officeName: string;
  demandLocation: string;
  businessNo: string;
  menuName: string;
  remarks: string;
  lines: LineValues[];
};

export const isDemandLocation = (v: Pick<PublishValues, 'nfcTypeCd'>) => v.nfcTypeCd === '1';

const digits = (text: string) => text.normalize('NFKC').trim();

/** Only the fields of the chosen certificate type are sent; the others stay in the form unseen. */
export function toPublishInput(v: PublishValues) {
  const demand = isDemandLocation(v);
  return {
    fiscalYear: v.fiscalYear === '' ? undefined : Number(v.fiscalYear),
    productCd: Number(v.productCd),
    nfcTypeCd: Number(v.nfcTypeCd),
    useCd: Number(v.useCd),
    consumer: demand ? v.consumer.trim() : undefined,
    corporateNo: demand ? digits(v.corporateNo) : undefined,
    officeName: demand ? v.officeName.trim() : undefined,
    demandLocation: demand ? v.demandLocation.trim() : undefined,
    businessNo: demand ? digits(v.businessNo) : undefined,
    menuName: demand ? undefined : v.menuName.trim(),
    remarks: v.remarks.trim(),
    lines: v.lines.map((l) => ({ equipmentId: l.equipmentId, volume: normalizeVolumeText(l.volume) })),
  };
}

/** What the confirm step needs: the input as typed. */
export interface PublishState {
  values: PublishValues;
}
export const isPublishState = shapeGuard<PublishState>({
  values: {
    record: {
      fiscalYear: 'string',
      productCd: 'string',
      nfcTypeCd: 'string',
      useCd: 'string',
      consumer: 'string',
      corporateNo: 'string',
      officeName: 'string',
      demandLocation: 'string',
      businessNo: 'string',
      menuName: 'string',
      remarks: 'string',
      lines: { list: LINE_SHAPE },
    },
  },
});

/** The issuing rules (zod and the shared request schema), fetched when the form is first checked. */
export const loadPublishRules = () => import('./publish-rules');

export const EMPTY_CERTIFICATE_FIELDS = {
  nfcTypeCd: '1',
  useCd: '1',
  consumer: '',
  corporateNo: '',
  officeName: '',
  demandLocation: '',
  businessNo: '',
  menuName: '',
  remarks: '',
};
