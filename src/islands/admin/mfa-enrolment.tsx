import { useState } from 'react';
import { adminApi } from '../../lib/api-client/admin';
import type { AdminMfaEnableResponse } from '../../lib/schemas/admin';
import type { MfaEnableRequest, MfaSetupResponse } from '../../lib/schemas/mfa';
import { lazyValidate } from '../hooks/lazy-rules';
import { useTextForm } from '../hooks/use-text-form';
import { Alert, Button, Form } from '../ui/bootstrap';
import { BusyButton, CodeField, FormAlert } from '../auth/form-parts';
import { useHydrated } from '../hooks/use-hydrated';
import { useAdminSubmit } from './use-admin-submit';

const validate = lazyValidate<MfaEnableRequest>(async () => (await import('./admin-rules')).enrolCodeRules);

/**
 * The mandatory enrolment at an operator's first sign-in: a QR code (and the secret for typing),
 * one code from the app to confirm, then the recovery codes, shown this once.
 */
export default function MfaEnrolment({ loginId }: { loginId: string }) {
  const [setup, setSetup] = useState<MfaSetupResponse>();
  const [done, setDone] = useState<AdminMfaEnableResponse>();
  const start = useAdminSubmit();
  const hydrated = useHydrated();
  if (done) return <RecoveryCodes done={done} />;
  if (setup) return <ConfirmCode loginId={loginId} setup={setup} onDone={setDone} />;
  return (
    <div>
      <FormAlert message={start.message} />
      <p>
        運用管理コンソールでは二要素認証が必須です。スマートフォンの認証アプリ（Google Authenticator、Microsoft
        Authenticator など）を用意して、設定を開始してください。
      </p>
      {/* Disabled until the handler is attached (a click before would be lost) and while the key is
          asked for (a second click would make a second key and leave the first on screen). */}
      <Button
        variant="dark"
        disabled={!hydrated || start.pending}
        onClick={() => start.run(async () => setSetup(await adminApi('POST /api/admin/auth/mfa/setup', { loginId })))}
      >
        設定を開始する
      </Button>
    </div>
  );
}

function ConfirmCode(props: { loginId: string; setup: MfaSetupResponse; onDone: (d: AdminMfaEnableResponse) => void }) {
  const form = useTextForm<MfaEnableRequest>({ code: '' }, validate);
  const submit = useAdminSubmit(form.setError);
  const onValid = (body: MfaEnableRequest) =>
    submit.run(async () =>
      props.onDone(await adminApi('POST /api/admin/auth/mfa/enable', { body, loginId: props.loginId })),
    );
  const error = form.errors.code;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={form.isSubmitting}>
      <FormAlert message={submit.message} />
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
      <CodeField id="admin-enrol-code" registration={form.register('code')} error={error} numeric />
      <BusyButton busy={form.isSubmitting} variant="dark">
        確認
      </BusyButton>
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
