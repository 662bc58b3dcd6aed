import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner } from '../ui/bootstrap';
import { ModalDialog } from '../ui/modal-dialog';
import { getUserInfo, navigation, UPDATE_ORGANIZATION_INSTANCE, updateOrganization } from '../api';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { useApiError } from '../hooks/use-api-error';
import { reportFailure } from '../hooks/report-failure';
import { showInfo } from '../stores/messages';
import { $session, setSession } from '../stores/session';
import { ParticipationFieldset } from './participation-fieldset';
import { MfaSettings } from './mfa-settings';

// Its own chunk, fetched when the dialog first renders it: no page carries it (decision 0023).
const ApiTokenPanel = lazy(() => import('./api-tokens/api-token-panel'));

export const ORGANIZATION_UPDATED = '取引会員情報を更新しました。';

interface Props {
  show: boolean;
  session: AuthSessionResponse;
  onClose: () => void;
}

/** Spec §2 member info dialog; spec §4: save → reload user info → info message → leave edit mode. */
export function MemberInfoDialog({ show, session, onClose }: Props) {
  const org = session.organizationInfo;
  const [editing, setEditing] = useState(false);
  const [fit, setFit] = useState(org.fitParticipation);
  const [nonFit, setNonFit] = useState(org.nonFitParticipation);
  const [saving, setSaving] = useState(false);
  const saved = useRef(false);
  const serverError = useApiError(UPDATE_ORGANIZATION_INSTANCE);

  // Each opening starts from what the server last said, out of edit mode.
  useEffect(() => {
    if (!show) return;
    setEditing(false);
    setFit(org.fitParticipation);
    setNonFit(org.nonFitParticipation);
  }, [show, org.fitParticipation, org.nonFitParticipation]);

  const toggleEdit = () => {
    if (editing) {
      setFit(org.fitParticipation);
      setNonFit(org.nonFitParticipation);
    }
    setEditing(!editing);
  };

  const save = async () => {
    setSaving(true);
    try {
      const organizationInfo = await updateOrganization({ fitParticipation: fit, nonFitParticipation: nonFit });
      saved.current = true;
      setSession({ ...($session.get() ?? session), organizationInfo });
      setSession(await getUserInfo());
      showInfo(ORGANIZATION_UPDATED);
      setEditing(false);
    } catch (error) {
      reportFailure(error, 'PUT');
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    onClose();
    // Bid screens show prices and limits that depend on market participation.
    if (saved.current && navigation().pathname().includes('/bid')) navigation().reload();
    saved.current = false;
  };

  return (
    <ModalDialog
      open={show}
      title="取引会員情報"
      onCancel={close}
      footer={
        <>
          <Button variant="primary" onClick={save} disabled={!editing || saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            変更登録
          </Button>
          <Button variant="secondary" onClick={close}>
            閉じる
          </Button>
        </>
      }
    >
      <dl className="member-info-list">
        <dt>取引会員番号</dt>
        <dd>{org.memberNumber}</dd>
        <dt>取引会員名</dt>
        <dd>{org.organizationName}</dd>
      </dl>
      <Button variant="outline-primary" href="/password/change" className="mb-3">
        パスワード変更
      </Button>
      <MfaSettings show={show} />
      <section className="api-tokens mb-3" aria-labelledby="api-tokens-title">
        <h3 id="api-tokens-title" className="h6">
          APIトークン
        </h3>
        <Suspense fallback={<p className="text-body-secondary mb-0">読み込み中…</p>}>
          <ApiTokenPanel />
        </Suspense>
      </section>
      <ParticipationFieldset
        editing={editing}
        fit={fit}
        nonFit={nonFit}
        onFit={setFit}
        onNonFit={setNonFit}
        onToggleEdit={toggleEdit}
        disabled={saving}
      />
      {serverError && (
        <Alert variant="warning" className="mt-3 mb-0">
          {serverError.message}
        </Alert>
      )}
    </ModalDialog>
  );
}
