import { adminApi } from '@/lib/api-client/admin';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { memberBody, type MemberValues } from '../admin-form-values';
import { joined, KIND_LABELS, type PendingChange } from './member-changes';

const resolver = lazyResolver<MemberValues>(async () => (await import('../admin-rules')).memberRules);
const EMPTY: MemberValues = {
  memberNumber: '',
  name: '',
  kind: 'retailer',
  corporateNumber: '',
  fitParticipation: false,
  nonFitParticipation: false,
};

/** 取引会員の登録: the CLI's create-member, checked with its schema before the confirmation. */
export function CreateMemberForm({ onRequest }: { onRequest: (change: PendingChange) => void }) {
  const form = useForm<MemberValues>({ ...CHECK_MODES, defaultValues: EMPTY, resolver });
  const { errors } = form.formState;

  const request = (values: MemberValues) => {
    const input = memberBody(values);
    onRequest({
      title: '取引会員の登録',
      effect: `会員番号 ${input.memberNumber}「${input.name}」（${KIND_LABELS[input.kind]}）を取引会員として登録します。FIT市場：${joined(input.fitParticipation)}、非FIT市場：${joined(input.nonFitParticipation)}。登録後、この会員のユーザーを作成するとログインできるようになります。`,
      confirm: '登録する',
      send: (loginId) => adminApi('POST /api/admin/members', { body: input, loginId }),
      done: `取引会員 ${input.memberNumber} ${input.name} を登録しました。`,
    });
  };

  const field = (
    name: 'memberNumber' | 'name' | 'corporateNumber',
    label: string,
    props: { maxLength?: number; inputMode?: 'numeric' } = {},
  ) => (
    <Form.Group controlId={`new-member-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={Boolean(errors[name])} {...props} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  const check = (name: 'fitParticipation' | 'nonFitParticipation', id: string, label: string) => (
    <Form.Check type="checkbox" id={id} label={label} {...form.register(name)} />
  );

  return (
    <Form noValidate className="admin-member-form" aria-label="取引会員の登録" onSubmit={form.handleSubmit(request)}>
      {field('memberNumber', '会員番号', { maxLength: 20 })}
      {field('name', '会員名', { maxLength: 100 })}
      <Form.Group controlId="new-member-kind">
        <Form.Label>会員種別</Form.Label>
        <Form.Select isInvalid={Boolean(errors.kind)} {...form.register('kind')}>
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.kind?.message}</Form.Control.Feedback>
      </Form.Group>
      {field('corporateNumber', '法人番号（任意・13桁）', { maxLength: 13, inputMode: 'numeric' })}
      <fieldset>
        <legend className="form-label fs-6">参加市場</legend>
        {check('fitParticipation', 'new-member-fit', 'FIT市場に参加')}
        {check('nonFitParticipation', 'new-member-non-fit', '非FIT市場に参加')}
      </fieldset>
      <Button type="submit" variant="dark">
        取引会員を登録する
      </Button>
    </Form>
  );
}
