import InputGroup from 'react-bootstrap/InputGroup';
import Form from 'react-bootstrap/Form';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ApiTokenCreateResponse } from '../../../lib/schemas/api-tokens';

const COPIED = 'コピーしました。';
const COPY_FAILED = 'コピーできませんでした。選択されたトークンを手動でコピーしてください。';

/**
 * The token just issued, shown this once (only its hash is stored): the warning, the token in a
 * read-only field, a copy button, and 控えました to put it away.
 */
export function ApiTokenIssued({ created, onDone }: { created: ApiTokenCreateResponse; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState('');
  // The token takes the focus, selected, ready to copy.
  useEffect(() => field.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopyStatus(COPIED);
    } catch {
      field.current?.select();
      setCopyStatus(COPY_FAILED);
    }
  };

  return (
    <div className="api-token-issued border rounded p-3 mb-3" role="region" aria-label="発行したAPIトークン">
      <Alert variant="warning" className="mb-2">
        このトークンは今回のみ表示されます。閉じると二度と表示できません。今すぐコピーして安全な場所に保管してください。
      </Alert>
      <Form.Label htmlFor="api-token-issued-value">{created.name} のトークン</Form.Label>
      <InputGroup className="mb-2">
        <Form.Control
          id="api-token-issued-value"
          ref={field}
          type="text"
          readOnly
          className="font-monospace"
          value={created.token}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-primary" onClick={() => void copy()}>
          コピー
        </Button>
      </InputGroup>
      <p className="small mb-2" role="status">
        {copyStatus}
      </p>
      <Button variant="outline-secondary" size="sm" onClick={onDone}>
        保管しました
      </Button>
    </div>
  );
}
