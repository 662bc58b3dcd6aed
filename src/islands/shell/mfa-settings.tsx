import { type MouseEvent, useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { useForm } from '../hooks/use-form';
import { ON_PRESS } from '../hooks/lazy-rules';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  disableMfa,
  enableMfa,
  getMfaStatus,
  isApiError,
  MFA_DISABLE_INSTANCE,
  MFA_ENABLE_INSTANCE,
  MFA_SETUP_INSTANCE,
  startMfaSetup,
} from '../api';
import {
  mfaDisableRequest,
  mfaSetupRequest,
  type MfaEnableRequest,
  type MfaSetupRequest,
  type MfaSetupResponse,
  type MfaStatusResponse,
} from '../../lib/schemas/mfa';
import { useApiError } from '../hooks/use-api-error';
import { reportFailure } from '../hooks/report-failure';
import { showInfo } from '../stores/messages';
import { MfaEnrolment } from './mfa-enrolment';
import { fieldMessages } from '../hooks/field-errors';

const MFA_ENABLED = '二要素認証を有効にしました。';
const MFA_DISABLED = '二要素認証を解除しました。';
const SECTION_CODES = ['C_AU_002', 'C_AU_010', 'C_AU_011', 'C_AU_012'];

const setupRules = zodResolver(mfaSetupRequest);
const disableRules = zodResolver(mfaDisableRequest);

/**
 * The member dialog's second-factor section: off → 二要素認証を設定する → current password → QR code and secret →
 * confirm with a code → recovery codes shown once; on → turn off with the current password.
 */
export function MfaSettings({ show }: { show: boolean }) {
  const [status, setStatus] = useState<MfaStatusResponse>();
  const [setup, setSetup] = useState<MfaSetupResponse>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  // The current password both turning the factor on and off ask for, checked with that request's schema.
  const passwordForm = useForm<MfaSetupRequest>({
    ...ON_PRESS,
    defaultValues: { currentPassword: '' },
    resolver: status?.enabled ? disableRules : setupRules,
  });
  const { reset: resetPassword } = passwordForm;
  // The server's message for the one field on screen (a 422), until the next press.
  const [fieldError, setFieldError] = useState<string>();
  const [working, setWorking] = useState(false);
  // Setting the factor up asks for the current password only once the member chose to set it up.
  const [askingPassword, setAskingPassword] = useState(false);
  const enableError = useApiError(MFA_ENABLE_INSTANCE);
  const disableError = useApiError(MFA_DISABLE_INSTANCE);
  const setupError = useApiError(MFA_SETUP_INSTANCE);

  useEffect(() => {
    if (!show) return;
    setSetup(undefined);
    setRecoveryCodes(undefined);
    setAskingPassword(false);
    resetPassword({ currentPassword: '' });
    setFieldError(undefined);
    getMfaStatus()
      .then(setStatus)
      .catch((error) => reportFailure(error, 'GET'));
  }, [show, resetPassword]);

  const run = async (action: () => Promise<void>, method: 'GET' | 'POST' = 'POST') => {
    setWorking(true);
    setFieldError(undefined);
    try {
      await action();
    } catch (error) {
      // The dialog has one field: the first message of the list is its message.
      if (isApiError(error) && error.status === 422)
        setFieldError(fieldMessages(error.errors ?? [])[0]?.[1] ?? error.message);
      else reportFailure(error, method);
    } finally {
      setWorking(false);
    }
  };

  const startSetup = passwordForm.handleSubmit((body) =>
    run(async () => {
      setSetup(await startMfaSetup(body));
      setAskingPassword(false);
      resetPassword({ currentPassword: '' });
    }),
  );
  // The first press shows the password field (and moves to it), the next one starts the setup.
  const begin = (e: MouseEvent) => {
    if (askingPassword) void startSetup(e);
    else setAskingPassword(true);
  };
  const { setFocus } = passwordForm;
  useEffect(() => {
    if (askingPassword) setFocus('currentPassword');
  }, [askingPassword, setFocus]);

  const confirm = (body: MfaEnableRequest) =>
    run(async () => {
      const { recoveryCodes: codes } = await enableMfa(body);
      setSetup(undefined);
      setRecoveryCodes(codes);
      setStatus({ enabled: true, recoveryCodesLeft: codes.length });
      showInfo(MFA_ENABLED);
    });

  const turnOff = passwordForm.handleSubmit((body) =>
    run(async () => {
      await disableMfa(body);
      resetPassword({ currentPassword: '' });
      setStatus({ enabled: false, recoveryCodesLeft: 0 });
      showInfo(MFA_DISABLED);
    }),
  );
  // The schema's message first (this press), else the server's (the last press).
  const passwordError = passwordForm.formState.errors.currentPassword?.message ?? fieldError;
  const password = passwordForm.register('currentPassword');

  // Field errors (422) sit under their input; throttling and state conflicts are shown above.
  const serverError = [setupError, enableError, disableError].find((e) => e && SECTION_CODES.includes(e.code));
  return (
    <section className="mfa-settings mb-3" aria-labelledby="mfa-settings-title">
      <h3 id="mfa-settings-title" className="h6">
        二要素認証（確認コード）
      </h3>
      {serverError && (
        <Alert variant="warning" className="mb-2">
          {serverError.message}
        </Alert>
      )}
      {!status && <p className="text-body-secondary mb-0">読み込み中…</p>}
      {recoveryCodes && (
        <div className="mfa-recovery" role="region" aria-label="リカバリーコード">
          <Alert variant="info" className="mb-2">
            リカバリーコードは今回のみ表示されます。認証アプリを使えないときにログインで1回ずつ使用できます。安全な場所に保管してください。
          </Alert>
          <ul className="mfa-recovery-codes list-unstyled font-monospace">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button variant="outline-secondary" size="sm" onClick={() => setRecoveryCodes(undefined)}>
            保管しました
          </Button>
        </div>
      )}
      {status && !status.enabled && !setup && (
        <>
          <p className="mb-2">未設定です。ログイン時にパスワードに加えて認証アプリの確認コードを求めます。</p>
          {askingPassword && (
            <CurrentPasswordField id="mfa-setup-password" registration={password} error={passwordError} />
          )}
          <Button variant="outline-primary" onClick={begin} disabled={working}>
            二要素認証を設定する
          </Button>
        </>
      )}
      {setup && (
        <MfaEnrolment
          setup={setup}
          working={working}
          error={fieldError}
          onConfirm={confirm}
          onCancel={() => setSetup(undefined)}
        />
      )}
      {status?.enabled && !recoveryCodes && (
        <>
          <p className="mb-2">設定済みです（リカバリーコード残り {status.recoveryCodesLeft} 件）。</p>
          <CurrentPasswordField id="mfa-disable-password" registration={password} error={passwordError} />
          <Button variant="outline-danger" onClick={(e) => void turnOff(e)} disabled={working}>
            二要素認証を解除する
          </Button>
        </>
      )}
    </section>
  );
}

/** The current password both turning the factor on and turning it off ask for. */
function CurrentPasswordField(props: { id: string; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Form.Group controlId={props.id} className="mb-2">
      <Form.Label>現在のパスワード</Form.Label>
      <Form.Control
        type="password"
        autoComplete="current-password"
        isInvalid={Boolean(props.error)}
        {...props.registration}
      />
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}
