import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { AccountFilterFields } from '../filters/account-filter-fields';
import { FilterActions } from '../filters/filter-actions';
import { balanceFilterForm, type BalanceFilterValues } from '../filters/filter-schemas';
import type { AccountCodes, Option } from '../shared/codes';

interface Props {
  codes: AccountCodes;
  years: Option[];
  initial: BalanceFilterValues;
  /** What クリア returns to: the default year and product, every other condition blank. */
  cleared: BalanceFilterValues;
  busy?: boolean;
  onSearch: (values: BalanceFilterValues) => void;
}

export function BalanceFilterForm({ codes, years, initial, cleared, busy, onSearch }: Props) {
  const { register, handleSubmit, reset, trigger, formState } = useForm<BalanceFilterValues>({
    resolver: zodResolver(balanceFilterForm),
    defaultValues: initial,
  });
  // Conditions from the URL that fail the rules show their messages at once.
  useEffect(() => {
    if (!balanceFilterForm.safeParse(initial).success) void trigger();
  }, [initial, trigger]);

  return (
    <Form noValidate onSubmit={handleSubmit(onSearch)} className="filter-form" aria-label="検索条件">
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
