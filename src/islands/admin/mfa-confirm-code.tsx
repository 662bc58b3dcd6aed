import { adminApi } from '../../lib/api-client/admin';
import type { AdminMfaEnableResponse } from '../../lib/schemas/admin';
import type { MfaEnableRequest, MfaSetupResponse } from '../../lib/schemas/mfa';
import { useForm } from '../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../hooks/lazy-rules';
import { onField } from '../hooks/field-errors';
import Form from 'react-bootstrap/Form';
import { BusyButton, CodeField, FormAlert } from '../auth/form-parts';
import { useAdminSubmit } from './use-admin-submit';

const resolver = lazyResolver<MfaEnableRequest>(async () => (await import('./admin-rules')).enrolCodeRules);

/** The enrolment's second step: the QR code and key, and one code from the app to confirm them. */
export default function ConfirmCode(props: {
  loginId: string;
  setup: MfaSetupResponse;
  onDone: (d: AdminMfaEnableResponse) => void;
}) {
  const form = useForm<MfaEnableRequest>({ ...CHECK_MODES, defaultValues: { code: '' }, resolver });
  const submit = useAdminSubmit(onField(form.setError));
  const onValid = (body: MfaEnableRequest) =>
    submit.run(async () =>
      props.onDone(await adminApi('POST /api/admin/auth/mfa/enable', { body, loginId: props.loginId })),
    );
  const error = form.formState.errors.code?.message;
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={form.formState.isSubmitting}>
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
      <BusyButton busy={form.formState.isSubmitting} variant="dark">
        確認
      </BusyButton>
    </Form>
  );
}
