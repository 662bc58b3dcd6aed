import { lazy, Suspense, useState } from 'react';
import { adminApi } from '../../lib/api-client/admin';
import type { AdminMfaEnableResponse } from '../../lib/schemas/admin';
import type { MfaSetupResponse } from '../../lib/schemas/mfa';
import { FormAlert } from '../auth/form-parts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useHydrated } from '../hooks/use-hydrated';
import { useAdminSubmit } from './use-admin-submit';

/** The code's form (and react-hook-form with it) is fetched with the key, not with the page. */
const ConfirmCode = lazy(() => import('./mfa-confirm-code'));

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
  if (setup)
    return (
      <Suspense fallback={null}>
        <ConfirmCode loginId={loginId} setup={setup} onDone={setDone} />
      </Suspense>
    );
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
