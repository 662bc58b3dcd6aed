import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { SelectField } from '../../ui/select-field';
import { DateField } from '../../ui/date-field';
import { FilterActions } from '../filters/filter-actions';
import { Controller } from 'react-hook-form';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
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
  /** The session's business date: where the calendars open and their 業務日付へ goes. */
  businessDate?: string;
  /** The issue-date range a target year defaults to. */
  yearDates: (year: number) => { dateFrom: string; dateTo: string };
  busy?: boolean;
  onSearch: (values: NfcFilterValues, filters: NfcFilters) => void;
}

/** 証書一覧 conditions; choosing another year moves the required issue dates to that year. */
export function NfcFilterForm({
  codes,
  years,
  initial,
  initialValid,
  cleared,
  businessDate,
  yearDates,
  busy,
  onSearch,
}: Props) {
  const { register, handleSubmit, reset, setValue, trigger, control, formState } = useForm({
    ...CHECK_MODES,
    defaultValues: initial,
    resolver,
  });
  const { errors } = formState;
  useEffect(() => {
    if (!initialValid) void trigger();
  }, [initialValid, trigger]);

  const fiscalYear = register('fiscalYear', {
    onChange: (e: { target: { value: string } }) => {
      const dates = yearDates(Number(e.target.value));
      // Checked again at once after the first submit, as the field that changed.
      const checked = { shouldValidate: formState.isSubmitted };
      setValue('dateFrom', dates.dateFrom, checked);
      setValue('dateTo', dates.dateTo, checked);
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
        {/* The two ends are checked together (開始 after 終了): a change of one checks the other again. */}
        <Controller
          control={control}
          name="dateFrom"
          rules={{ deps: 'dateTo' }}
          render={({ field }) => (
            <DateField
              id="nfc-date-from"
              label="発行日（開始）"
              required
              value={field.value}
              onChange={field.onChange}
              today={businessDate}
              error={errors.dateFrom?.message}
              className="filter-date"
            />
          )}
        />
        <Controller
          control={control}
          name="dateTo"
          rules={{ deps: 'dateFrom' }}
          render={({ field }) => (
            <DateField
              id="nfc-date-to"
              label="発行日（終了）"
              required
              value={field.value}
              onChange={field.onChange}
              today={businessDate}
              error={errors.dateTo?.message}
              className="filter-date"
            />
          )}
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
