import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { adminCall } from '../../lib/api-client/admin';
import { authLoginRequest, type AuthLoginRequest } from '../../lib/schemas/auth';
import { adminLoginResponse, adminSessionResponse } from '../../lib/schemas/admin';
import { mfaLoginRequest } from '../../lib/schemas/mfa';
import { PasswordField } from '../auth/password-field';
import { BusyButton, CodeField, FormAlert, LOGIN_CODE_HINT, LoginIdField } from '../auth/form-parts';
import { useAdminSubmit } from './use-admin-submit';

const codeForm = mfaLoginRequest.pick({ code: true });

/** The console's sign-in: password, then the authenticator's code (or a recovery code) when enrolled. */
export default function AdminLoginForm() {
  const [ticket, setTicket] = useState<string>();
  const submit = useAdminSubmit<AuthLoginRequest>();
  const form = useForm<AuthLoginRequest>({
    resolver: zodResolver(authLoginRequest),
    defaultValues: { loginId: '', password: '' },
  });
  const onPassword = (values: AuthLoginRequest) =>
    submit.run(async () => {
      const result = await adminCall('POST', '/api/admin/auth/login', { body: values, response: adminLoginResponse });
      if ('mfaTicket' in result) setTicket(result.mfaTicket);
      else submit.leave(result.next);
    });
  if (ticket) return <CodeStep ticket={ticket} onBack={() => setTicket(undefined)} />;
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting || submit.leaving;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onPassword)} aria-busy={busy}>
      <FormAlert message={submit.message} />
      <LoginIdField id="admin-login-id" registration={form.register('loginId')} error={errors.loginId?.message} />
      <PasswordField
        id="admin-login-password"
        label="パスワード"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <BusyButton busy={busy} variant="dark" className="w-100">
        ログイン
      </BusyButton>
    </Form>
  );
}

function CodeStep({ ticket, onBack }: { ticket: string; onBack: () => void }) {
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const submit = useAdminSubmit(form.setError);
  const onCode = ({ code }: { code: string }) =>
    submit.run(async () => {
      const body = { mfaTicket: ticket, code };
      const result = await adminCall('POST', '/api/admin/auth/login/mfa', { body, response: adminSessionResponse });
      submit.leave(result.next);
    });
  const busy = form.formState.isSubmitting || submit.leaving;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onCode)} aria-busy={busy}>
      <FormAlert message={submit.message} />
      <CodeField
        id="admin-login-code"
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
        hint={LOGIN_CODE_HINT}
      />
      <BusyButton busy={busy} variant="dark" className="w-100 mb-2">
        確認
      </BusyButton>
      <Button type="button" variant="link" className="w-100" onClick={onBack} disabled={busy}>
        ログインIDの入力に戻る
      </Button>
    </Form>
  );
}
