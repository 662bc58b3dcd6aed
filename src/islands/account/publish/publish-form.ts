import { z } from 'zod';
import { nfcPublishRequest, type NfcPublishRequest } from '../../../lib/schemas/nfcs';
import { lineValues, normalizeVolumeText, volumeFormatIssues, volumeLimitIssues } from '../lines/line-values';
import { checkWith } from '../shared/check-with';

export const VOLUME_LABEL = '発行量';
export const PUBLISH_INPUT_PATH = '/account/nfc/publish/input';
export const PUBLISH_CONFIRM_PATH = '/account/nfc/publish/confirm';
export const PUBLISH_INSTANCE = 'POST /api/v1/nfcs/publish';
export const PUBLISH_STORAGE_KEY = 'nfc:publish';

const fields = z.object({
  fiscalYear: z.string(),
  productCd: z.string(),
  /** 1 需要場所, 2 電源メニュー: decides which of the fields below are asked for. */
  nfcTypeCd: z.string(),
  useCd: z.string(),
  consumer: z.string(),
  corporateNo: z.string(),
  officeName: z.string(),
  demandLocation: z.string(),
  businessNo: z.string(),
  menuName: z.string(),
  remarks: z.string(),
  lines: z.array(lineValues),
});
export type PublishValues = z.infer<typeof fields>;

export const isDemandLocation = (v: Pick<PublishValues, 'nfcTypeCd'>) => v.nfcTypeCd === '1';

const digits = (text: string) => text.normalize('NFKC').trim();

/** Only the fields of the chosen certificate type are sent; the others stay in the form unseen. */
function toInput(v: PublishValues) {
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

/** The issuing input: the shared request schema (conditional fields, 発行量 messages) plus each line's limit. */
export const publishForm = fields.superRefine(
  checkWith(nfcPublishRequest, toInput, {
    before: (v) => volumeFormatIssues(v.lines, VOLUME_LABEL),
    after: (v) => volumeLimitIssues(v.lines, VOLUME_LABEL),
  }),
);

export function toPublishRequest(values: PublishValues): NfcPublishRequest {
  return nfcPublishRequest.parse(toInput(values));
}

export const publishState = z.object({ values: fields });
export type PublishState = z.infer<typeof publishState>;

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
