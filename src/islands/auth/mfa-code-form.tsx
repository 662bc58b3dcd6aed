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
import { CodeField, LOGIN_CODE_HINT } from './form-parts';

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
      <CodeField id="mfa-code" registration={register('code')} error={errors.code?.message} hint={LOGIN_CODE_HINT} />
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
