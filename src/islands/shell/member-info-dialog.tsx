import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from '../hooks/use-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from '../ui/app-modal';
import { getUserInfo, navigation, UPDATE_ORGANIZATION_INSTANCE, updateOrganization } from '../api';
import type { AuthSessionResponse, OrganizationInfoUpdateRequest } from '../../lib/schemas/auth';
import { CHECK_MODES, lazyResolver } from '../hooks/lazy-rules';
import { useApiError } from '../hooks/use-api-error';
import { reportFailure } from '../hooks/report-failure';
import { $session, setSession } from '../stores/session';
import { ParticipationFieldset } from './participation-fieldset';
import { MfaSettings } from './mfa-settings';
import { openBidsLeft } from './open-bids-left';
import { useScrolledIntoView } from './use-scrolled-into-view';

// Its own chunk, fetched when the dialog first renders it: no page carries it (decision 0023).
const ApiTokenPanel = lazy(() => import('./api-tokens/api-token-panel'));

const resolver = lazyResolver<OrganizationInfoUpdateRequest>(
  async () => (await import('./participation-rules')).participationResolver,
);

const ORGANIZATION_UPDATED = '取引会員情報を更新しました。';

interface Props {
  show: boolean;
  session: AuthSessionResponse;
  onClose: () => void;
}

/** What confirming a change that leaves a market with open bids means, before it is sent. */
function cancellationNotice(count: number): string {
  return `参加をやめる市場の受付中の入札が ${count.toLocaleString('ja-JP')} 件あります。変更登録すると、これらの入札はすべて取り消されます（売り入札で予約した数量は戻ります）。`;
}

/**
 * Spec §2 member info dialog; spec §4: save → reload user info → info message → leave edit mode.
 * The dialog is taller than a laptop screen: its body scrolls between the title and the buttons,
 * and the saved message is shown at the top of the body (scrolled to), not in the snackbar under it.
 */
export function MemberInfoDialog({ show, session, onClose }: Props) {
  const org = session.organizationInfo;
  const [editing, setEditing] = useState(false);
  const { fitParticipation, nonFitParticipation } = org;
  const form = useForm<OrganizationInfoUpdateRequest>({
    ...CHECK_MODES,
    defaultValues: { fitParticipation, nonFitParticipation },
    resolver,
  });
  const { reset, register, handleSubmit, watch } = form;
  const saving = form.formState.isSubmitting;
  const [fit, nonFit] = watch(['fitParticipation', 'nonFitParticipation']);
  const saved = useRef(false);
  const serverError = useApiError(UPDATE_ORGANIZATION_INSTANCE);
  const [notice, setNotice] = useState<string | null>(null);
  // The open bids the change would cancel, once counted: the next 変更登録 confirms them.
  const [cancelCount, setCancelCount] = useState<number | null>(null);
  const noticeRef = useScrolledIntoView<HTMLDivElement>(notice);
  const confirmRef = useScrolledIntoView<HTMLDivElement>(cancelCount);

  // Each opening starts from what the server last said, out of edit mode.
  useEffect(() => {
    if (!show) return;
    setEditing(false);
    setNotice(null);
    reset({ fitParticipation, nonFitParticipation });
  }, [show, fitParticipation, nonFitParticipation, reset]);

  // Another choice of markets is another count.
  useEffect(() => setCancelCount(null), [fit, nonFit, editing]);

  const toggleEdit = () => {
    if (editing) reset({ fitParticipation, nonFitParticipation });
    else setNotice(null);
    setEditing(!editing);
  };

  const save = handleSubmit(async (values) => {
    try {
      if (cancelCount === null) {
        const count = await openBidsLeft({ fitParticipation, nonFitParticipation }, values);
        if (count > 0) return setCancelCount(count);
      }
      const request = cancelCount === null ? values : { ...values, cancelOpenBids: cancelCount };
      const organizationInfo = await updateOrganization(request);
      saved.current = true;
      setSession({ ...($session.get() ?? session), organizationInfo });
      setSession(await getUserInfo());
      setEditing(false);
      setNotice(ORGANIZATION_UPDATED);
    } catch (error) {
      // A refused count (bids entered or cancelled meanwhile) is counted again at the next press.
      setCancelCount(null);
      reportFailure(error, 'PUT');
    }
  });

  const close = () => {
    onClose();
    // Bid screens show prices and limits that depend on market participation.
    if (saved.current && navigation().pathname().includes('/bid')) navigation().reload();
    saved.current = false;
  };

  return (
    <AppModal
      show={show}
      title="取引会員情報"
      onCancel={close}
      scrollable
      footer={
        <>
          <Button variant="primary" onClick={(e) => void save(e)} disabled={!editing || saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {cancelCount === null ? '変更登録' : '入札を取り消して変更登録'}
          </Button>
          <Button variant="secondary" onClick={close}>
            閉じる
          </Button>
        </>
      }
    >
      {notice && (
        <Alert variant="success" className="mb-3" ref={noticeRef} role="status">
          {notice}
        </Alert>
      )}
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
        fitRegistration={register('fitParticipation')}
        nonFitRegistration={register('nonFitParticipation')}
        onToggleEdit={toggleEdit}
        disabled={saving}
      />
      {cancelCount !== null && (
        <Alert variant="warning" className="mt-3 mb-0" ref={confirmRef} role="alert">
          {cancellationNotice(cancelCount)}
          よろしければ「入札を取り消して変更登録」を押してください。
        </Alert>
      )}
      {serverError && (
        <Alert variant="warning" className="mt-3 mb-0">
          {serverError.message}
        </Alert>
      )}
    </AppModal>
  );
}
