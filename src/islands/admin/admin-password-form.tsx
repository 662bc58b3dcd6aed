import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { adminCall } from '../../lib/api-client/admin';
import { adminSessionResponse } from '../../lib/schemas/admin';
import { passwordUpdateRequest, type PasswordUpdateRequest } from '../../lib/schemas/auth';
import { BusyButton, FormAlert, PasswordChangeFields } from '../auth/form-parts';
import { useAdminSubmit } from './use-admin-submit';

/** The operator's first-login password change (the member's rules, the same schema and fields). */
export default function AdminPasswordForm({ loginId }: { loginId: string }) {
  const form = useForm<PasswordUpdateRequest>({
    resolver: zodResolver(passwordUpdateRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = useAdminSubmit(form.setError);
  const onValid = (body: PasswordUpdateRequest) =>
    submit.run(async () => {
      const path = '/api/admin/auth/update-password';
      const result = await adminCall('PUT', path, { body, loginId, response: adminSessionResponse });
      submit.leave(result.next);
    });
  const busy = form.formState.isSubmitting || submit.leaving;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={busy}>
      <FormAlert message={submit.message} />
      <PasswordChangeFields
        idPrefix="admin-"
        currentLabel="現在のパスワード（仮パスワード）"
        register={form.register}
        errors={form.formState.errors}
      />
      <BusyButton busy={busy} variant="dark">
        変更する
      </BusyButton>
    </Form>
  );
}
