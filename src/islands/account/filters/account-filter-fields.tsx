import type { FieldMessages, FieldRegistration } from '../../ui/field-registration';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import {
  HOLDING_CLASS_OPTIONS,
  prefectureOptions,
  productOptions,
  reTypeOptions,
  type AccountCodes,
  type Option,
} from '../shared/codes';
import type { BalanceFilterValues } from './filter-schemas';
import { WORDS } from '@/lib/glossary';

interface Props {
  idPrefix: string;
  codes: AccountCodes;
  years: Option[];
  register: (name: keyof BalanceFilterValues) => FieldRegistration;
  /** The form's errors (react-hook-form's formState.errors). */
  errors: FieldMessages<keyof BalanceFilterValues>;
}

/** The conditions balance and history inquiries share (spec §3 filter fields). */
export function AccountFilterFields({ idPrefix, codes, years, register, errors }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <SelectField
        id={id('fiscal-year')}
        label="対象年度"
        required
        options={years}
        registration={register('fiscalYear')}
        error={errors.fiscalYear?.message}
        className="filter-year"
      />
      <SelectField
        id={id('product')}
        label="商品"
        required
        options={productOptions(codes)}
        registration={register('productCd')}
        error={errors.productCd?.message}
        className="filter-product"
      />
      <SelectField
        id={id('holding-class')}
        label="保有区分"
        blankLabel="すべて"
        options={HOLDING_CLASS_OPTIONS}
        registration={register('holdingClassCd')}
        error={errors.holdingClassCd?.message}
        className="filter-small"
      />
      <SelectField
        id={id('re-type')}
        label={WORDS.reType}
        blankLabel="すべて"
        options={reTypeOptions(codes)}
        registration={register('reType')}
        error={errors.reType?.message}
        className="filter-small"
      />
      <SelectField
        id={id('prefecture')}
        label="都道府県"
        blankLabel="すべて"
        options={prefectureOptions(codes)}
        registration={register('prefectureCd')}
        error={errors.prefectureCd?.message}
        className="filter-small"
      />
      <TextField
        id={id('equipment-id')}
        label="設備ID"
        placeholder="半角"
        registration={register('equipmentId')}
        error={errors.equipmentId?.message}
        className="filter-text"
      />
    </>
  );
}
