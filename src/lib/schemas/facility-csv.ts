import { z } from 'zod';
import { isHalfWidth } from '../domain/text-width';

/** Columns of the operator's facility file (UTF-8, header row, comma separated). */
export const FACILITY_CSV_COLUMNS = [
  'facility_id',
  'name',
  'address',
  'prefecture_cd',
  'municipality_cd',
  're_type_cd',
  'plant_group_cd',
  'capacity_kw',
  'operation_start_date',
  'fit',
  'owner_member_number',
] as const;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const facilityCsvRow = z.object({
  facility_id: z.string().min(1, '設備IDは必須です。').max(50).refine(isHalfWidth, '設備IDは半角で指定してください。'),
  name: z.string().trim().min(1, '設備名は必須です。').max(200),
  address: z.string().trim().min(1, '所在地は必須です。').max(300),
  prefecture_cd: z.string().regex(/^\d{6}$/, '都道府県コードは6桁です。'),
  municipality_cd: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6}$/, '市区町村コードは6桁です。')
      .optional(),
  ),
  re_type_cd: z.coerce.number().int().min(1).max(99),
  plant_group_cd: z.coerce.number().int().min(1).max(99),
  capacity_kw: z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, '設備容量は小数点以下3桁までの数値（kW）で指定してください。'),
  operation_start_date: z.iso.date('運転開始日は YYYY-MM-DD 形式で指定してください。'),
  fit: z.enum(['0', '1'], { error: 'fit は 0 か 1 で指定してください。' }),
  owner_member_number: z.preprocess(emptyToUndefined, z.string().max(20).optional()),
});
export type FacilityCsvRow = z.infer<typeof facilityCsvRow>;

/** "12.345" kW → 12345 W, exactly (no floating point). */
export function capacityKwTextToW(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
}
