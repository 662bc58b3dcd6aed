import { z } from 'zod';
import { toFullWidthAscii } from '../domain/text-width';
import { msg } from './messages';
import {
  bodyProductCd,
  csvEncoding,
  fiscalYear,
  fiscalYearBody,
  fullWidthText,
  halfWidthText,
  isoDate,
  optionalInt,
  paging,
  productCd,
  volume,
  equipmentIdLine,
} from './common';
import { isValidCorporateNumber } from '../domain/corporate-number';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const nfcPublishLine = z.object({
  equipmentId: equipmentIdLine,
  volume: volume('発行量'),
});

/** Certificate issuing (証書発行), body nfcPublishRequest. Fields by nfcTypeCd are conditionally required. */
export const nfcPublishRequest = z
  .object({
    fiscalYear: fiscalYearBody,
    productCd: bodyProductCd,
    nfcTypeCd: z.union([z.literal(1), z.literal(2)], { error: msg.required('証書種別') }),
    useCd: z.union([z.literal(1), z.literal(2)], { error: msg.required('証書利用区分') }),
    consumer: z.preprocess(blankToUndefined, fullWidthText('需要家名', 100).optional()),
    corporateNo: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{13}$/, '法人番号は半角数字13桁で入力してください。')
        .refine(isValidCorporateNumber, '法人番号が正しくありません。')
        .optional(),
    ),
    officeName: z.preprocess(blankToUndefined, fullWidthText('事業所名', 100).optional()),
    // Half-width digits and letters in an address are converted rather than refused, as users type them;
    // what cannot be converted (half-width kana) still gets 「需要場所住所は全角で入力してください。」.
    demandLocation: z.preprocess((v) => {
      const text = blankToUndefined(v);
      return typeof text === 'string' ? toFullWidthAscii(text) : text;
    }, fullWidthText('需要場所住所', 200).optional()),
    businessNo: z.preprocess(
      blankToUndefined,
      halfWidthText('供給地点特定番号', 22).regex(/^\d*$/, '供給地点特定番号は半角数字で入力してください。').optional(),
    ),
    menuName: z.preprocess(blankToUndefined, fullWidthText('電源メニュー名', 100).optional()),
    remarks: z.preprocess(blankToUndefined, z.string().max(200, msg.maxLength('備考', 200)).optional()),
    lines: z
      .array(nfcPublishLine)
      .min(1, '発行する明細を1件以上指定してください。')
      .max(10_000, '一度に発行できる明細は10,000件までです。'),
  })
  .superRefine((v, ctx) => {
    // Conditional required (spec §5): demand-location fields only for nfcTypeCd 1, menu name only for 2.
    const need = (field: keyof typeof v, label: string) => {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: msg.required(label) });
    };
    if (v.nfcTypeCd === 1) {
      need('consumer', '需要家名');
      need('officeName', '事業所名');
      need('demandLocation', '需要場所住所');
    } else {
      need('menuName', '電源メニュー名');
    }
  });
export type NfcPublishRequest = z.infer<typeof nfcPublishRequest>;

export const nfcPublishResponse = z.object({
  nfCertificateNo: z.string(),
  fiscalYear: z.number(),
  totalIssueVolume: z.number(),
  issueDateTime: z.string(),
  /** The public tracking page of this certificate. */
  trackingUrl: z.string(),
});

const nfcFilterFields = {
  fiscalYear,
  productCd,
  dateFrom: isoDate('発行日（開始）'),
  dateTo: isoDate('発行日（終了）'),
  nfcTypeCd: optionalInt('証書種別', { min: 1, max: 2 }),
};
const issueDateOrder = (v: { dateFrom: string; dateTo: string }) => v.dateFrom <= v.dateTo;
const issueDateOrderIssue = {
  path: ['dateTo'],
  message: '発行日（終了）は発行日（開始）以降の日付を入力してください。',
};

export const nfcListQuery = z.object({ ...nfcFilterFields, ...paging }).refine(issueDateOrder, issueDateOrderIssue);
/** 証書一覧 CSV: the screen's conditions, every matching certificate. */
export const nfcListCsvQuery = z
  .object({ ...nfcFilterFields, encoding: csvEncoding })
  .refine(issueDateOrder, issueDateOrderIssue);

export const nfcListItem = z.object({
  nfCertificateNo: z.string(),
  fiscalYear: z.number(),
  productCd: z.number(),
  certTypeName: z.string(),
  nfcTypeCd: z.number(),
  useCd: z.number(),
  issueDateTime: z.string(),
  consumer: z.string().nullable(),
  menuName: z.string().nullable(),
  totalIssueVolume: z.number(),
  trackingUrl: z.string(),
});
export const nfcListResponse = z.object({ nfcList: z.array(nfcListItem), count: z.number().optional() });

export const nfcPdfParams = z.object({
  fiscalYear,
  nfCertificateNo: z.string().regex(/^[0-9A-Za-z-]{1,40}$/, '証書番号が正しくありません。'),
});
