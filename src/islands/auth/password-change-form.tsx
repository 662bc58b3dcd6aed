import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { isApiError, navigation, UPDATE_PASSWORD_INSTANCE, updatePassword } from '../api';
import { HOME_PATH } from '../../lib/routes';
import { passwordUpdateRequest, type AuthSessionResponse, type PasswordUpdateRequest } from '../../lib/schemas/auth';
import { reportFailure } from '../hooks/report-failure';
import { useApiError } from '../hooks/use-api-error';
import { useSession } from '../hooks/use-session';
import { showInfo, showInfoAfterNavigation } from '../stores/messages';
import { setSession } from '../stores/session';
import { BusyButton, PasswordChangeFields } from './form-parts';
import { serverFieldErrors } from './server-field-errors';

export const PASSWORD_CHANGED = 'パスワードを変更しました。';
const EMPTY: PasswordUpdateRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface Props {
  /** first: the forced change at first login, which then leaves for the home page. */
  mode: 'first' | 'change';
  session: AuthSessionResponse | null;
}

export default function PasswordChangeForm({ mode, session }: Props) {
  useSession(session);
  const [leaving, setLeaving] = useState(false);
  // Too many wrong current passwords (429) is handed to this form, not the generic message.
  const serverError = useApiError(UPDATE_PASSWORD_INSTANCE);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordUpdateRequest>({ resolver: zodResolver(passwordUpdateRequest), defaultValues: EMPTY });

  const onValid = async (values: PasswordUpdateRequest) => {
    try {
      setSession(await updatePassword(values));
      if (mode === 'first') {
        setLeaving(true);
        showInfoAfterNavigation(PASSWORD_CHANGED);
        navigation().assign(HOME_PATH);
        return;
      }
      reset(EMPTY);
      showInfo(PASSWORD_CHANGED);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        for (const [field, message] of serverFieldErrors(error))
          setError(field, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      reportFailure(error, 'PUT');
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} className="password-form" aria-busy={busy}>
      {serverError?.code === 'C_AU_002' && (
        <Alert variant="warning" role="alert">
          {serverError.message}
        </Alert>
      )}
      <PasswordChangeFields idPrefix="" currentLabel="現在のパスワード" register={register} errors={errors} />
      <BusyButton busy={busy} variant="primary">
        変更する
      </BusyButton>
    </Form>
  );
}
