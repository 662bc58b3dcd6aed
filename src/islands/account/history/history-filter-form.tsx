import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { DateField } from '../../ui/date-field';
import { AccountFilterFields } from '../filters/account-filter-fields';
import { FilterActions } from '../filters/filter-actions';
import { Controller } from 'react-hook-form';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { loadFilterRules } from '../filters/filter-query';
import type { HistoryFilters, HistoryFilterValues } from '../filters/filter-schemas';
import type { AccountCodes, Option } from '../shared/codes';

const resolver = lazyResolver<HistoryFilterValues>(async () => (await loadFilterRules()).historyResolver);

interface Props {
  codes: AccountCodes;
  years: Option[];
  initial: HistoryFilterValues;
  /** Whether the initial conditions pass the rules (decided by the server); if not, their messages show at once. */
  initialValid: boolean;
  cleared: HistoryFilterValues;
  /** The session's business date: where the calendars open and their 業務日付へ goes. */
  businessDate?: string;
  busy?: boolean;
  onSearch: (values: HistoryFilterValues, filters: HistoryFilters) => void;
}

/** The balance conditions plus 期間 (YYYY/MM/DD, both ends optional). */
export function HistoryFilterForm({
  codes,
  years,
  initial,
  initialValid,
  cleared,
  businessDate,
  busy,
  onSearch,
}: Props) {
  const { register, handleSubmit, reset, trigger, control, formState } = useForm({
    ...CHECK_MODES,
    defaultValues: initial,
    resolver,
  });
  const { errors } = formState;
  useEffect(() => {
    if (!initialValid) void trigger();
  }, [initialValid, trigger]);

  return (
    <Form
      noValidate
      onSubmit={handleSubmit(async (values) => onSearch(values, (await loadFilterRules()).toHistoryFilters(values)))}
      className="filter-form"
      aria-label="検索条件"
    >
      <div className="filter-grid">
        <AccountFilterFields idPrefix="history" codes={codes} years={years} register={register} errors={errors} />
        {/* The two ends are checked together (開始 after 終了): a change of one checks the other again. */}
        <Controller
          control={control}
          name="dateFrom"
          rules={{ deps: 'dateTo' }}
          render={({ field }) => (
            <DateField
              id="history-date-from"
              label="期間（開始）"
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
              id="history-date-to"
              label="期間（終了）"
              value={field.value}
              onChange={field.onChange}
              today={businessDate}
              error={errors.dateTo?.message}
              className="filter-date"
            />
          )}
        />
      </div>
      <FilterActions busy={busy} onClear={() => reset(cleared)} />
    </Form>
  );
}
