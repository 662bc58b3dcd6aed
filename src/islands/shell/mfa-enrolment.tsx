import { useState } from 'react';
import { Button, Form } from '../ui/bootstrap';
import type { MfaSetupResponse } from '../../lib/schemas/mfa';

interface Props {
  setup: MfaSetupResponse;
  working: boolean;
  error?: string;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** QR code and typed-in key of a new secret, and the first code that proves the app holds it. */
export function MfaEnrolment({ setup, working, error, onConfirm, onCancel }: Props) {
  const [code, setCode] = useState('');
  return (
    <Form
      noValidate
      className="mfa-enrolment"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(code);
      }}
    >
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
          value={code}
          onChange={(e) => setCode(e.target.value)}
          isInvalid={Boolean(error)}
          aria-describedby="mfa-enrol-hint"
        />
        <Form.Text id="mfa-enrol-hint">認証アプリに表示されている6桁のコードを入力してください。</Form.Text>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
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
