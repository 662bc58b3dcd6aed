import { Controller } from 'react-hook-form';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DateTimeField } from '../../ui/date-time-field';
import { roundBody, type RoundValues } from '../admin-form-values';
import { createRoundChange, type PendingRoundChange } from './round-changes';

const resolver = lazyResolver<RoundValues>(async () => (await import('../admin-rules')).roundRules);
const EMPTY: RoundValues = { fiscalYear: '', roundNo: '', opensAt: '', closesAt: '' };

/** 開催回の作成: the CLI's create-round, checked with its schema before the confirmation. */
export function CreateRoundForm({ onRequest }: { onRequest: (change: PendingRoundChange) => void }) {
  const form = useForm<RoundValues>({ ...CHECK_MODES, defaultValues: EMPTY, resolver });
  const { errors } = form.formState;

  const field = (name: keyof RoundValues & string, label: string, props: Record<string, string> = {}) => (
    <Form.Group controlId={`new-round-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={Boolean(errors[name])} {...props} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );

  const dateTime = (name: 'opensAt' | 'closesAt', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateTimeField
          id={`new-round-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
          inputRef={field.ref}
        />
      )}
    />
  );

  return (
    <Form
      noValidate
      className="admin-inline-form"
      aria-label="開催回の作成"
      onSubmit={form.handleSubmit((values) => onRequest(createRoundChange(roundBody(values))))}
    >
      {field('fiscalYear', '対象年度', { inputMode: 'numeric', maxLength: '4' })}
      {field('roundNo', '開催回（1～4）', { inputMode: 'numeric', maxLength: '1' })}
      {dateTime('opensAt', '受付開始（日本時間）')}
      {dateTime('closesAt', '締切（日本時間）')}
      <Button type="submit" variant="dark">
        開催回を作成する
      </Button>
    </Form>
  );
}
