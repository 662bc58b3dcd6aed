import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminCreateRoundRequest } from '@/lib/schemas/admin-rounds';
import { fieldErrorsOf } from '../members/field-errors';
import { createRoundChange, type PendingRoundChange } from './round-changes';

/** 開催回の作成: the CLI's create-round, checked with its schema before the confirmation. */
export function CreateRoundForm({ onRequest }: { onRequest: (change: PendingRoundChange) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const raw = {
      fiscalYear: String(data.get('fiscalYear') ?? '').trim(),
      roundNo: String(data.get('roundNo') ?? '').trim(),
      opensAt: String(data.get('opensAt') ?? ''),
      closesAt: String(data.get('closesAt') ?? ''),
    };
    const { data: input, errors: found } = fieldErrorsOf(adminCreateRoundRequest, raw);
    setErrors(found);
    if (!input) return;
    // The schema reads the datetimes as Tokyo time; the body carries them as typed, as the CLI's options.
    onRequest(createRoundChange({ ...raw, fiscalYear: input.fiscalYear, roundNo: input.roundNo }));
  };

  const field = (name: string, label: string, props: Record<string, string> = {}) => (
    <Form.Group controlId={`new-round-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control name={name} isInvalid={Boolean(errors[name])} {...props} />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      noValidate
      className="admin-inline-form"
      aria-label="開催回の作成"
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
    >
      {field('fiscalYear', '対象年度', { inputMode: 'numeric', maxLength: '4' })}
      {field('roundNo', '開催回（1～4）', { inputMode: 'numeric', maxLength: '1' })}
      {field('opensAt', '受付開始（日本時間）', { type: 'datetime-local' })}
      {field('closesAt', '締切（日本時間）', { type: 'datetime-local' })}
      <Button type="submit" variant="dark">
        開催回を作成する
      </Button>
    </Form>
  );
}
