import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { adminCall } from '../../lib/api-client/admin';
import { authLoginRequest, type AuthLoginRequest } from '../../lib/schemas/auth';
import { adminLoginResponse, adminSessionResponse } from '../../lib/schemas/admin';
import { mfaLoginRequest } from '../../lib/schemas/mfa';
import { PasswordField } from '../auth/password-field';
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
  if (ticket) {
    return <CodeStep ticket={ticket} onBack={() => setTicket(undefined)} />;
  }
  const busy = form.formState.isSubmitting || submit.leaving;
  const { errors } = form.formState;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onPassword)} aria-busy={busy}>
      {submit.message && (
        <Alert variant="warning" role="alert">
          {submit.message}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="admin-login-id">
        <Form.Label>ログインID</Form.Label>
        <Form.Control
          type="text"
          autoComplete="username"
          isInvalid={Boolean(errors.loginId)}
          aria-invalid={errors.loginId ? true : undefined}
          aria-describedby={errors.loginId ? 'admin-login-id-error' : undefined}
          {...form.register('loginId')}
        />
        <Form.Control.Feedback type="invalid" id="admin-login-id-error">
          {errors.loginId?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <PasswordField
        id="admin-login-password"
        label="パスワード"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" variant="dark" className="w-100" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        ログイン
      </Button>
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
  const error = form.formState.errors.code?.message;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onCode)} aria-busy={busy}>
      {submit.message && (
        <Alert variant="warning" role="alert">
          {submit.message}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="admin-login-code">
        <Form.Label>確認コード</Form.Label>
        <Form.Control
          type="text"
          autoComplete="one-time-code"
          autoFocus
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-login-code-hint admin-login-code-error' : 'admin-login-code-hint'}
          {...form.register('code')}
        />
        <Form.Text id="admin-login-code-hint">
          認証アプリに表示されている6桁のコード、またはリカバリーコードを入力してください。
        </Form.Text>
        <Form.Control.Feedback type="invalid" id="admin-login-code-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="dark" className="w-100 mb-2" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        確認
      </Button>
      <Button type="button" variant="link" className="w-100" onClick={onBack} disabled={busy}>
        ログインIDの入力に戻る
      </Button>
    </Form>
  );
}
