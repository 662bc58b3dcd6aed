import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { adminCall } from '../../lib/api-client/admin';
import { adminMfaEnableResponse, type AdminMfaEnableResponse } from '../../lib/schemas/admin';
import {
  mfaEnableRequest,
  mfaSetupResponse,
  type MfaEnableRequest,
  type MfaSetupResponse,
} from '../../lib/schemas/mfa';
import { useAdminSubmit } from './use-admin-submit';

/**
 * The mandatory enrolment at an operator's first sign-in: a QR code (and the secret for typing),
 * one code from the app to confirm, then the recovery codes, shown this once.
 */
export default function MfaEnrolment({ loginId }: { loginId: string }) {
  const [setup, setSetup] = useState<MfaSetupResponse>();
  const [done, setDone] = useState<AdminMfaEnableResponse>();
  const start = useAdminSubmit();
  if (done) return <RecoveryCodes done={done} />;
  if (setup) return <ConfirmCode loginId={loginId} setup={setup} onDone={setDone} />;
  return (
    <div>
      {start.message && (
        <Alert variant="warning" role="alert">
          {start.message}
        </Alert>
      )}
      <p>
        運用管理コンソールでは二要素認証が必須です。スマートフォンの認証アプリ（Google Authenticator、Microsoft
        Authenticator など）を用意して、設定を開始してください。
      </p>
      <Button
        variant="dark"
        onClick={() =>
          start.run(async () =>
            setSetup(await adminCall('POST', '/api/admin/auth/mfa/setup', { loginId, response: mfaSetupResponse })),
          )
        }
      >
        設定を開始する
      </Button>
    </div>
  );
}

function ConfirmCode(props: { loginId: string; setup: MfaSetupResponse; onDone: (d: AdminMfaEnableResponse) => void }) {
  const form = useForm<MfaEnableRequest>({ resolver: zodResolver(mfaEnableRequest), defaultValues: { code: '' } });
  const submit = useAdminSubmit(form.setError);
  const onValid = (body: MfaEnableRequest) =>
    submit.run(async () =>
      props.onDone(
        await adminCall('POST', '/api/admin/auth/mfa/enable', {
          body,
          loginId: props.loginId,
          response: adminMfaEnableResponse,
        }),
      ),
    );
  const error = form.formState.errors.code?.message;
  const busy = form.formState.isSubmitting;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={busy}>
      {submit.message && (
        <Alert variant="warning" role="alert">
          {submit.message}
        </Alert>
      )}
      <ol className="mb-3">
        <li>認証アプリで次のQRコードを読み取ってください。</li>
        <li>読み取れない場合は、次のキーを手入力してください。</li>
        <li>アプリに表示された6桁のコードを入力して「確認」を押してください。</li>
      </ol>
      <img
        src={props.setup.qrCodeDataUrl}
        width={200}
        height={200}
        alt="認証アプリ用のQRコード"
        className="mb-3 d-block"
      />
      <p>
        キー: <code className="mfa-secret">{props.setup.secret}</code>
      </p>
      <Form.Group className="mb-3" controlId="admin-enrol-code">
        <Form.Label>確認コード</Form.Label>
        <Form.Control
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-enrol-code-error' : undefined}
          {...form.register('code')}
        />
        <Form.Control.Feedback type="invalid" id="admin-enrol-code-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="dark" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        確認
      </Button>
    </Form>
  );
}

function RecoveryCodes({ done }: { done: AdminMfaEnableResponse }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <div>
      <Alert variant="success" role="status">
        二要素認証を設定しました。
      </Alert>
      <h2 className="h5">リカバリーコード</h2>
      <p>
        認証アプリを使えなくなったときに、確認コードの代わりに1回ずつ使えます。
        <strong>この画面を離れると二度と表示されません。</strong>印刷するなどして安全な場所に保管してください。
      </p>
      <ul className="recovery-codes list-unstyled">
        {done.recoveryCodes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <Button
        variant="dark"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          window.location.assign(done.next);
        }}
      >
        保管しました。次へ進む
      </Button>
    </div>
  );
}
