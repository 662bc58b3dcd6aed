import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminCreateMemberRequest } from '@/lib/schemas/admin-members';
import { MEMBER_KINDS } from '@/lib/schemas/ops';
import { fieldErrorsOf } from './field-errors';
import { joined, KIND_LABELS, type PendingChange } from './member-changes';

/** 取引会員の登録: the CLI's create-member, checked with its schema before the confirmation. */
export function CreateMemberForm({ onRequest }: { onRequest: (change: PendingChange) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const corporateNumber = String(data.get('corporateNumber') ?? '').trim();
    const { data: input, errors: found } = fieldErrorsOf(adminCreateMemberRequest, {
      memberNumber: String(data.get('memberNumber') ?? '').trim(),
      name: String(data.get('name') ?? ''),
      kind: String(data.get('kind') ?? ''),
      fitParticipation: data.get('fit') === 'on',
      nonFitParticipation: data.get('nonFit') === 'on',
      corporateNumber: corporateNumber || undefined,
    });
    setErrors(found);
    if (!input) return;
    onRequest({
      title: '取引会員の登録',
      effect: `会員番号 ${input.memberNumber}「${input.name}」（${KIND_LABELS[input.kind]}）を取引会員として登録します。FIT市場：${joined(input.fitParticipation)}、非FIT市場：${joined(input.nonFitParticipation)}。登録後、この会員のユーザーを作成するとログインできるようになります。`,
      confirm: '登録する',
      method: 'POST',
      path: '/api/admin/members',
      body: input,
      done: `取引会員 ${input.memberNumber} ${input.name} を登録しました。`,
    });
  };

  const field = (name: string, label: string, props: { maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <Form.Group controlId={`new-member-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control name={name} isInvalid={Boolean(errors[name])} {...props} />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      noValidate
      className="admin-member-form"
      aria-label="取引会員の登録"
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
    >
      {field('memberNumber', '会員番号', { maxLength: 20 })}
      {field('name', '会員名', { maxLength: 100 })}
      <Form.Group controlId="new-member-kind">
        <Form.Label>会員種別</Form.Label>
        <Form.Select name="kind" defaultValue="retailer" isInvalid={Boolean(errors.kind)}>
          {MEMBER_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.kind}</Form.Control.Feedback>
      </Form.Group>
      {field('corporateNumber', '法人番号（任意・13桁）', { maxLength: 13, inputMode: 'numeric' })}
      <fieldset>
        <legend className="form-label fs-6">参加市場</legend>
        <Form.Check id="new-member-fit" name="fit" label="FIT市場に参加" />
        <Form.Check id="new-member-non-fit" name="nonFit" label="非FIT市場に参加" />
      </fieldset>
      <Button type="submit" variant="dark">
        取引会員を登録する
      </Button>
    </Form>
  );
}
