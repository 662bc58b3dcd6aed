import { useMemo } from 'react';
import { navigation, publishNfc } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { useSession } from '../../hooks/use-session';
import { ConfirmButtons } from '../../ui/confirm-buttons';
import { SubmitError } from '../flow/submit-error';
import { useConfirmSubmit } from '../flow/use-confirm-submit';
import { useFlowState } from '../flow/use-flow-state';
import { ConfirmLines } from '../lines/confirm-lines';
import { codeNames, type AccountCodes } from '../shared/codes';
import { PublishDone } from './publish-done';
import {
  PUBLISH_INPUT_PATH,
  PUBLISH_INSTANCE,
  PUBLISH_STORAGE_KEY,
  isPublishState,
  loadPublishRules,
} from './publish-form';
import { PublishSummary } from './publish-summary';

/** Issuing confirm: the certificate read-only; 戻る keeps the input, 登録 issues it once. */
export default function PublishConfirm({
  session,
  codes,
}: {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
}) {
  useSession(session);
  const names = useMemo(() => codeNames(codes), [codes]);
  const state = useFlowState(PUBLISH_STORAGE_KEY, isPublishState, PUBLISH_INPUT_PATH);
  const { submitting, error, done, submit } = useConfirmSubmit(
    PUBLISH_INSTANCE,
    PUBLISH_STORAGE_KEY,
    async (options) => {
      const { toPublishRequest } = await loadPublishRules();
      return publishNfc(toPublishRequest(state!.values), options);
    },
  );

  if (done) return <PublishDone result={done} productCd={state?.values.productCd ?? ''} />;
  if (!state) return <p className="text-muted">読み込み中です。</p>;
  return (
    <div className="flow-confirm">
      <p>以下の内容で証書を発行します。よろしければ「登録」を押してください。</p>
      <SubmitError error={error} />
      <PublishSummary values={state.values} names={names} />
      <section className="flow-section" aria-labelledby="publish-confirm-lines">
        <h2 id="publish-confirm-lines">発行する明細</h2>
        <ConfirmLines lines={state.values.lines} names={names} volumeLabel="発行量" />
      </section>
      <ConfirmButtons
        submitting={submitting}
        onBack={() => navigation().assign(`${PUBLISH_INPUT_PATH}?restore=1`)}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
