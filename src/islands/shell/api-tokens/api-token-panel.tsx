import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { getMfaStatus } from '../../api';
// Straight from its module, not ../../api: the shared client chunk every page loads stays as it was.
import { getApiTokens } from '../../../lib/api-client/endpoints/api-tokens';
import { useQuery } from '../../hooks/use-query';
import { showInfo } from '../../stores/messages';
import type { ApiTokenCreateResponse, ApiTokenSummary } from '../../../lib/schemas/api-tokens';
import { ApiTokenList } from './api-token-list';
import { ApiTokenCreateForm } from './api-token-create-form';
import { ApiTokenIssued } from './api-token-issued';
import { ApiTokenRevokeDialog } from './api-token-revoke-dialog';
import { API_TOKEN_CREATED, API_TOKEN_REVOKED } from './api-token-labels';

const ISSUE_BUTTON_ID = 'api-token-issue';

/**
 * The member dialog's APIトークン section (decision 0023), loaded with its first opening: the live
 * tokens, issuing one (shown once), revoking one after a confirmation. The dialog unmounts it when
 * it closes, so a token just issued is gone with it.
 */
export default function ApiTokenPanel() {
  const list = useQuery('api-tokens', (signal) => getApiTokens({ signal }));
  const mfa = useQuery('mfa-status', (signal) => getMfaStatus({ signal }));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreateResponse>();
  const [revoking, setRevoking] = useState<ApiTokenSummary>();
  // After キャンセル the focus goes back to the button that opened the form.
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (!creating && formWasOpen.current && !created) document.getElementById(ISSUE_BUTTON_ID)?.focus();
    formWasOpen.current = creating;
  }, [creating, created]);

  const onCreated = (token: ApiTokenCreateResponse) => {
    setCreating(false);
    setCreated(token);
    showInfo(API_TOKEN_CREATED);
    list.reload();
  };
  const onRevoked = () => {
    setRevoking(undefined);
    showInfo(API_TOKEN_REVOKED);
    list.reload();
  };

  return (
    <>
      <p className="small mb-2">
        自社のシステムから残高・履歴の取得や入札を行うためのトークンです。<code>Authorization: Bearer</code>{' '}
        ヘッダーで送信します。
      </p>
      {created && <ApiTokenIssued created={created} onDone={() => setCreated(undefined)} />}
      {list.failure && <p className="text-danger mb-2">{list.failure}</p>}
      {!list.data && list.loading && <p className="text-body-secondary mb-2">読み込み中…</p>}
      {list.data && <ApiTokenList tokens={list.data.tokens} onRevoke={setRevoking} />}
      {creating ? (
        <ApiTokenCreateForm
          needsCode={mfa.data?.enabled ?? false}
          onCreated={onCreated}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <Button id={ISSUE_BUTTON_ID} variant="outline-primary" onClick={() => setCreating(true)} disabled={mfa.loading}>
          APIトークンを発行する
        </Button>
      )}
      {revoking && (
        <ApiTokenRevokeDialog
          key={revoking.id}
          token={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoked={onRevoked}
        />
      )}
    </>
  );
}
