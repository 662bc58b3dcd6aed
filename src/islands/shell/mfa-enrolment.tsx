import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from '../hooks/use-form';
import { mfaEnableRequest, type MfaEnableRequest, type MfaSetupResponse } from '../../lib/schemas/mfa';
import { ON_PRESS } from '../hooks/lazy-rules';

const rules = zodResolver(mfaEnableRequest);
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Props {
  setup: MfaSetupResponse;
  working: boolean;
  /** The server's message for the code (a 422 of the last press). */
  error?: string;
  /** The request, once the code passes the schema (trimmed). */
  onConfirm: (body: MfaEnableRequest) => void;
  onCancel: () => void;
}

/** QR code and typed-in key of a new secret, and the first code that proves the app holds it. */
export function MfaEnrolment({ setup, working, error, onConfirm, onCancel }: Props) {
  const form = useForm<MfaEnableRequest>({ ...ON_PRESS, defaultValues: { code: '' }, resolver: rules });
  const message = form.formState.errors.code?.message ?? error;
  return (
    <Form noValidate className="mfa-enrolment" onSubmit={(e) => void form.handleSubmit(onConfirm)(e)}>
      <p className="mb-2">
        認証アプリ（Google Authenticator、Microsoft Authenticator など）でQRコードを読み取ってください。
      </p>
      <img src={setup.qrCodeDataUrl} alt="二要素認証設定用QRコード" width={200} height={200} className="mb-2" />
      <p className="mb-2">
        読み取れない場合は次のキーを入力してください: <code className="mfa-secret">{setup.secret}</code>
      </p>
      <Form.Group controlId="mfa-enrol-code" className="mb-2">
        <Form.Label>確認コード</Form.Label>
        <Form.Control
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isInvalid={Boolean(message)}
          aria-describedby="mfa-enrol-hint"
          {...form.register('code')}
        />
        <Form.Text id="mfa-enrol-hint">認証アプリに表示されている6桁のコードを入力してください。</Form.Text>
        <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="primary" className="me-2" disabled={working}>
        有効にする
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={working}>
        キャンセル
      </Button>
    </Form>
  );
}
