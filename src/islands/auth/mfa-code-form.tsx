import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { loginWithMfa, MFA_LOGIN_INSTANCE } from '../api';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { mfaLoginRequest } from '../../lib/schemas/mfa';
import { useApiError } from '../hooks/use-api-error';
import { reportFailure } from '../hooks/report-failure';

const codeForm = mfaLoginRequest.pick({ code: true });
type CodeForm = { code: string };

interface Props {
  mfaTicket: string;
  busy: boolean;
  onSignedIn: (session: AuthSessionResponse) => Promise<void> | void;
  onBack: () => void;
}

/** The login's second step, shown after a right password when the user has a second factor. */
export function MfaCodeForm({ mfaTicket, busy, onSignedIn, onBack }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const serverError = useApiError(MFA_LOGIN_INSTANCE);

  const onValid = async ({ code }: CodeForm) => {
    try {
      await onSignedIn(await loginWithMfa({ mfaTicket, code }));
    } catch (error) {
      reportFailure(error, 'POST');
    }
  };

  const disabled = isSubmitting || busy;
  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-busy={disabled} className="mfa-code-form">
      {serverError && (
        <Alert variant="warning" className="login-error" role="alert">
          {serverError.message}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="mfa-code">
        <Form.Label>確認コード</Form.Label>
        <Form.Control
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          isInvalid={Boolean(errors.code)}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'mfa-code-hint mfa-code-error' : 'mfa-code-hint'}
          {...register('code')}
        />
        <Form.Text id="mfa-code-hint">
          認証アプリに表示されている6桁のコード、またはリカバリーコードを入力してください。
        </Form.Text>
        <Form.Control.Feedback type="invalid" id="mfa-code-error">
          {errors.code?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100 mb-2" disabled={disabled}>
        {disabled && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        確認
      </Button>
      <Button type="button" variant="link" className="w-100" onClick={onBack} disabled={disabled}>
        ログインIDの入力に戻る
      </Button>
    </Form>
  );
}
