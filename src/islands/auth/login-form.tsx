import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { getCodes, login, LOGIN_INSTANCE, navigation } from '../api';
import { authLoginRequest, type AuthLoginRequest, type AuthSessionResponse } from '../../lib/schemas/auth';
import { useApiError } from '../hooks/use-api-error';
import { reportFailure } from '../hooks/report-failure';
import { setCodes } from '../stores/codes';
import { setSession } from '../stores/session';
import { PasswordField } from './password-field';
import { afterLoginPath } from './after-login';
import { MfaCodeForm } from './mfa-code-form';
import { LoginIdField } from './form-parts';

/** The login form; `path` is the login page's own ?path= query, carried to the landing point. */
export default function LoginForm({ path }: { path?: string | null }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AuthLoginRequest>({
    resolver: zodResolver(authLoginRequest),
    defaultValues: { loginId: '', password: '' },
  });
  const serverError = useApiError(LOGIN_INSTANCE);
  // Stays true once signed in, so the button cannot be pressed again while the next page loads.
  const [leaving, setLeaving] = useState(false);
  // Set after a right password when the user has a second factor: the code step is shown instead.
  const [mfaTicket, setMfaTicket] = useState<string>();

  const signedIn = async (session: AuthSessionResponse) => {
    setSession(session);
    setLeaving(true);
    // Spec §4: master data is loaded after login; a member still confined to the password page cannot read it yet.
    if (session.userInfo.firstLogin) setCodes(await getCodes().catch(() => null));
    navigation().assign(afterLoginPath(session, path));
  };

  const onValid = async (values: AuthLoginRequest) => {
    try {
      const result = await login(values);
      if ('mfaRequired' in result) setMfaTicket(result.mfaTicket);
      else await signedIn(result);
    } catch (error) {
      reportFailure(error, 'POST');
    }
  };

  const busy = isSubmitting || leaving;
  if (mfaTicket) {
    return (
      <MfaCodeForm
        mfaTicket={mfaTicket}
        busy={leaving}
        onSignedIn={signedIn}
        onBack={() => {
          setMfaTicket(undefined);
          reset({ loginId: '', password: '' });
        }}
      />
    );
  }
  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-busy={busy}>
      {serverError && (
        <Alert variant="warning" className="login-error" role="alert">
          {serverError.message}
        </Alert>
      )}
      <LoginIdField id="login-id" registration={register('loginId')} error={errors.loginId?.message} />
      <PasswordField
        id="login-password"
        label="パスワード"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" variant="primary" className="w-100 login-submit" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        <span lang="en">LOG IN</span>
      </Button>
    </Form>
  );
}
