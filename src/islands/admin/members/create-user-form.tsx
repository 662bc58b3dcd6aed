import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminCreateUserRequest, type AdminMember } from '@/lib/schemas/admin-members';
import { fieldErrorsOf } from './field-errors';
import type { PendingChange } from './member-changes';

/** ユーザーの登録: the CLI's create-user; the temporary password comes back once, after the confirmation. */
export function CreateUserForm({
  members,
  onRequest,
}: {
  members: AdminMember[];
  onRequest: (change: PendingChange) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const { data: input, errors: found } = fieldErrorsOf(adminCreateUserRequest, {
      memberNumber: String(data.get('memberNumber') ?? ''),
      loginId: String(data.get('loginId') ?? '').trim(),
      displayName: String(data.get('displayName') ?? ''),
    });
    setErrors(found);
    if (!input) return;
    const member = members.find((m) => m.memberNumber === input.memberNumber);
    onRequest({
      title: 'ユーザーの登録',
      effect: `${input.memberNumber} ${member?.name ?? ''} のユーザー ${input.loginId}（${input.displayName}）を登録します。仮パスワードはこの画面に一度だけ表示されます。ユーザーは初回ログイン時にパスワードの変更が必要です。`,
      confirm: '登録する',
      method: 'POST',
      path: '/api/admin/members/users',
      body: input,
      done: `ユーザー ${input.loginId} を登録しました。`,
    });
  };

  return (
    <Form
      noValidate
      className="admin-member-form"
      aria-label="ユーザーの登録"
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
    >
      <Form.Group controlId="new-user-member">
        <Form.Label>取引会員</Form.Label>
        <Form.Select name="memberNumber" isInvalid={Boolean(errors.memberNumber)}>
          {members.map((m) => (
            <option key={m.memberNumber} value={m.memberNumber}>
              {m.memberNumber} {m.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.memberNumber}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="new-user-login-id">
        <Form.Label>ログインID</Form.Label>
        <Form.Control name="loginId" maxLength={100} autoComplete="off" isInvalid={Boolean(errors.loginId)} />
        <Form.Control.Feedback type="invalid">{errors.loginId}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="new-user-name">
        <Form.Label>表示名</Form.Label>
        <Form.Control name="displayName" maxLength={100} isInvalid={Boolean(errors.displayName)} />
        <Form.Control.Feedback type="invalid">{errors.displayName}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="dark" disabled={members.length === 0}>
        ユーザーを登録する
      </Button>
    </Form>
  );
}
