import { adminApi } from '@/lib/api-client/admin';
import type { AdminMember } from '@/lib/schemas/admin-members';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { userBody, type UserValues } from '../admin-form-values';
import type { PendingChange } from './member-changes';

const resolver = lazyResolver<UserValues>(async () => (await import('../admin-rules')).userRules);

/** ユーザーの登録: the CLI's create-user; the temporary password comes back once, after the confirmation. */
export function CreateUserForm({
  members,
  onRequest,
}: {
  members: AdminMember[];
  onRequest: (change: PendingChange) => void;
}) {
  const form = useForm<UserValues>({
    ...CHECK_MODES,
    defaultValues: { memberNumber: members[0]?.memberNumber ?? '', loginId: '', displayName: '' },
    resolver,
  });
  const { errors } = form.formState;

  const request = (values: UserValues) => {
    const input = userBody(values);
    const member = members.find((m) => m.memberNumber === input.memberNumber);
    onRequest({
      title: 'ユーザーの登録',
      effect: `${input.memberNumber} ${member?.name ?? ''} のユーザー ${input.loginId}（${input.displayName}）を登録します。仮パスワードはこの画面に一度だけ表示されます。ユーザーは初回ログイン時にパスワードの変更が必要です。`,
      confirm: '登録する',
      send: (loginId) => adminApi('POST /api/admin/members/users', { body: input, loginId }),
      done: `ユーザー ${input.loginId} を登録しました。`,
    });
  };

  return (
    <Form noValidate className="admin-member-form" aria-label="ユーザーの登録" onSubmit={form.handleSubmit(request)}>
      <Form.Group controlId="new-user-member">
        <Form.Label>取引会員</Form.Label>
        <Form.Select isInvalid={Boolean(errors.memberNumber)} {...form.register('memberNumber')}>
          {members.map((m) => (
            <option key={m.memberNumber} value={m.memberNumber}>
              {m.memberNumber} {m.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.memberNumber?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="new-user-login-id">
        <Form.Label>ログインID</Form.Label>
        <Form.Control
          maxLength={100}
          autoComplete="off"
          isInvalid={Boolean(errors.loginId)}
          {...form.register('loginId')}
        />
        <Form.Control.Feedback type="invalid">{errors.loginId?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="new-user-name">
        <Form.Label>表示名</Form.Label>
        <Form.Control maxLength={100} isInvalid={Boolean(errors.displayName)} {...form.register('displayName')} />
        <Form.Control.Feedback type="invalid">{errors.displayName?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="dark" disabled={members.length === 0}>
        ユーザーを登録する
      </Button>
    </Form>
  );
}
