import { adminApi } from '../../lib/api-client/admin';
import type { PasswordUpdateRequest } from '../../lib/schemas/auth';
import { useForm } from '../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../hooks/lazy-rules';
import { onField } from '../hooks/field-errors';
import Form from 'react-bootstrap/Form';
import { BusyButton, FormAlert, PasswordChangeFields } from '../auth/form-parts';
import { useAdminSubmit } from './use-admin-submit';

const resolver = lazyResolver<PasswordUpdateRequest>(async () => (await import('./admin-rules')).passwordRules);

/** The operator's first-login password change (the member's rules, the same schema and fields). */
export default function AdminPasswordForm({ loginId }: { loginId: string }) {
  const form = useForm<PasswordUpdateRequest>({
    ...CHECK_MODES,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver,
  });
  const submit = useAdminSubmit(onField(form.setError));
  const onValid = (body: PasswordUpdateRequest) =>
    submit.run(async () => {
      const result = await adminApi('PUT /api/admin/auth/update-password', { body, loginId });
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
