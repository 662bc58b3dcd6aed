import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../ui/select-field';
import { DateField } from '../../ui/date-field';
import { FilterActions } from '../filters/filter-actions';
import { lazyResolver } from '../../hooks/lazy-resolver';
import { loadFilterRules } from '../filters/filter-query';
import type { NfcFilters, NfcFilterValues } from '../filters/filter-schemas';
import { NFC_TYPE_OPTIONS, productOptions, type AccountCodes, type Option } from '../shared/codes';

const resolver = lazyResolver<NfcFilterValues>(async () => (await loadFilterRules()).nfcResolver);

interface Props {
  codes: AccountCodes;
  years: Option[];
  initial: NfcFilterValues;
  /** Whether the initial conditions pass the rules (decided by the server); if not, their messages show at once. */
  initialValid: boolean;
  cleared: NfcFilterValues;
  /** The issue-date range a target year defaults to. */
  yearDates: (year: number) => { dateFrom: string; dateTo: string };
  busy?: boolean;
  onSearch: (values: NfcFilterValues, filters: NfcFilters) => void;
}

/** 証書一覧 conditions; choosing another year moves the required issue dates to that year. */
export function NfcFilterForm({ codes, years, initial, initialValid, cleared, yearDates, busy, onSearch }: Props) {
  const { register, handleSubmit, reset, setValue, trigger, control, formState } = useForm<NfcFilterValues>({
    resolver,
    defaultValues: initial,
  });
  const { errors } = formState;
  const [dateFrom, dateTo] = useWatch({ control, name: ['dateFrom', 'dateTo'] });
  useEffect(() => {
    if (!initialValid) void trigger();
  }, [initialValid, trigger]);

  const fiscalYear = register('fiscalYear', {
    onChange: (e: { target: { value: string } }) => {
      const dates = yearDates(Number(e.target.value));
      setValue('dateFrom', dates.dateFrom);
      setValue('dateTo', dates.dateTo);
    },
  });

  return (
    <Form
      noValidate
      onSubmit={handleSubmit(async (values) => onSearch(values, (await loadFilterRules()).toNfcFilters(values)))}
      className="filter-form"
      aria-label="検索条件"
    >
      <div className="filter-grid">
        <SelectField
          id="nfc-fiscal-year"
          label="対象年度"
          required
          options={years}
          registration={fiscalYear}
          error={errors.fiscalYear?.message}
          className="filter-year"
        />
        <SelectField
          id="nfc-product"
          label="商品"
          required
          options={productOptions(codes)}
          registration={register('productCd')}
          error={errors.productCd?.message}
          className="filter-product"
        />
        <DateField
          id="nfc-date-from"
          label="発行日（開始）"
          required
          value={dateFrom}
          onChange={(text) => setValue('dateFrom', text, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          error={errors.dateFrom?.message}
          className="filter-date"
        />
        <DateField
          id="nfc-date-to"
          label="発行日（終了）"
          required
          value={dateTo}
          onChange={(text) => setValue('dateTo', text, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          error={errors.dateTo?.message}
          className="filter-date"
        />
        <SelectField
          id="nfc-type"
          label="証書種別"
          blankLabel="すべて"
          options={NFC_TYPE_OPTIONS}
          registration={register('nfcTypeCd')}
          error={errors.nfcTypeCd?.message}
          className="filter-small"
        />
      </div>
      <FilterActions busy={busy} onClear={() => reset(cleared)} />
    </Form>
  );
}
