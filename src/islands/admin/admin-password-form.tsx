import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { adminCall } from '../../lib/api-client/admin';
import { adminSessionResponse } from '../../lib/schemas/admin';
import { passwordUpdateRequest, type PasswordUpdateRequest } from '../../lib/schemas/auth';
import { NEW_PASSWORD_HINT, PasswordField } from '../auth/password-field';
import { useAdminSubmit } from './use-admin-submit';

/** The operator's first-login password change (the member's rules, the same schema). */
export default function AdminPasswordForm({ loginId }: { loginId: string }) {
  const form = useForm<PasswordUpdateRequest>({
    resolver: zodResolver(passwordUpdateRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = useAdminSubmit(form.setError);
  const onValid = (body: PasswordUpdateRequest) =>
    submit.run(async () => {
      const result = await adminCall('PUT', '/api/admin/auth/update-password', {
        body,
        loginId,
        response: adminSessionResponse,
      });
      submit.leave(result.next);
    });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting || submit.leaving;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={busy}>
      {submit.message && (
        <Alert variant="warning" role="alert">
          {submit.message}
        </Alert>
      )}
      <PasswordField
        id="admin-current-password"
        label="現在のパスワード（仮パスワード）"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        id="admin-new-password"
        label="新しいパスワード"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordField
        id="admin-confirm-password"
        label="新しいパスワード（確認）"
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" variant="dark" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        変更する
      </Button>
    </Form>
  );
}
