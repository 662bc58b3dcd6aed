import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { AccountFilterFields } from '../filters/account-filter-fields';
import { FilterActions } from '../filters/filter-actions';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { loadFilterRules } from '../filters/filter-query';
import type { BalanceFilters, BalanceFilterValues } from '../filters/filter-schemas';
import type { AccountCodes, Option } from '../shared/codes';

const resolver = lazyResolver<BalanceFilterValues>(async () => (await loadFilterRules()).balanceResolver);

interface Props {
  codes: AccountCodes;
  years: Option[];
  initial: BalanceFilterValues;
  /** Whether the initial conditions pass the rules (decided by the server); if not, their messages show at once. */
  initialValid: boolean;
  /** What クリア returns to: the default year and product, every other condition blank. */
  cleared: BalanceFilterValues;
  busy?: boolean;
  onSearch: (values: BalanceFilterValues, filters: BalanceFilters) => void;
}

export function BalanceFilterForm({ codes, years, initial, initialValid, cleared, busy, onSearch }: Props) {
  const { register, handleSubmit, reset, trigger, formState } = useForm({
    ...CHECK_MODES,
    defaultValues: initial,
    resolver,
  });
  // Conditions from the URL that fail the rules show their messages at once.
  useEffect(() => {
    if (!initialValid) void trigger();
  }, [initialValid, trigger]);

  return (
    <Form
      noValidate
      onSubmit={handleSubmit(async (values) => onSearch(values, (await loadFilterRules()).toBalanceFilters(values)))}
      className="filter-form"
      aria-label="検索条件"
    >
      <div className="filter-grid">
        <AccountFilterFields
          idPrefix="balance"
          codes={codes}
          years={years}
          register={register}
          errors={formState.errors}
        />
      </div>
      <FilterActions busy={busy} onClear={() => reset(cleared)} />
    </Form>
  );
}
