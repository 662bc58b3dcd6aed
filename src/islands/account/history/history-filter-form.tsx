import { useEffect } from 'react';
import { Form } from '../../ui/bootstrap';
import { DateField } from '../../ui/date-field';
import { AccountFilterFields } from '../filters/account-filter-fields';
import { FilterActions } from '../filters/filter-actions';
import { lazyValidate } from '../../hooks/lazy-rules';
import { useTextForm } from '../../hooks/use-text-form';
import { loadFilterRules } from '../filters/filter-query';
import type { HistoryFilters, HistoryFilterValues } from '../filters/filter-schemas';
import type { AccountCodes, Option } from '../shared/codes';

const validate = lazyValidate<HistoryFilterValues>(async () => (await loadFilterRules()).historyErrors);

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
  const { register, handleSubmit, reset, trigger, setValue, errors, values } = useTextForm(initial, validate);
  const { dateFrom, dateTo } = values;
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
        <DateField
          id="history-date-from"
          label="期間（開始）"
          value={dateFrom}
          onChange={(text) => setValue('dateFrom', text)}
          today={businessDate}
          error={errors.dateFrom}
          className="filter-date"
        />
        <DateField
          id="history-date-to"
          label="期間（終了）"
          value={dateTo}
          onChange={(text) => setValue('dateTo', text)}
          today={businessDate}
          error={errors.dateTo}
          className="filter-date"
        />
      </div>
      <FilterActions busy={busy} onClear={() => reset(cleared)} />
    </Form>
  );
}
