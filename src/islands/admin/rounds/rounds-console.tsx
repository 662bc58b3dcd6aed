import { lazy, Suspense, useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import type { AdminRound } from '@/lib/schemas/admin-rounds';
import Alert from 'react-bootstrap/Alert';
import { FormAlert } from '../../auth/form-parts';
import { ChangeDialog } from '../change-dialog';
import { Loaded, useConsoleQuery } from '../console-query';
import { useConfirmedChange } from '../use-confirmed-change';
import { RoundCard } from './round-card';
import type { PendingRoundChange } from './round-changes';

/* The create form (and react-hook-form with it) is fetched with the list, not with the page. */
const CreateRoundForm = lazy(async () => ({ default: (await import('./create-round-form')).CreateRoundForm }));

/** 入札回と市場: the rounds through the API, then every change after a confirmation saying what members will see. */
export default function RoundsConsole({ loginId }: { loginId: string }) {
  const list = useConsoleQuery('GET /api/admin/rounds', loginId);
  return <Loaded state={list}>{(answer) => <Rounds initial={answer.rounds} loginId={loginId} />}</Loaded>;
}

function Rounds({ initial, loginId }: { initial: AdminRound[]; loginId: string }) {
  const [rounds, setRounds] = useState(initial);
  const change = useConfirmedChange<PendingRoundChange>(async (pending) => {
    await pending.send(loginId);
    // States and books move with the clock and with members' bids: read them all again.
    setRounds((await adminApi('GET /api/admin/rounds', { loginId })).rounds);
  });
  const { done } = change;

  return (
    <div className="admin-rounds">
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {!change.pending && <FormAlert message={change.message} />}
      <section className="admin-card" aria-labelledby="create-round-heading">
        <h2 className="h5" id="create-round-heading">
          開催回の作成
        </h2>
        <p className="small">商品1・2・3の3市場を同じ受付期間で作成します（ops create-round と同じ）。</p>
        <Suspense fallback={null}>
          <CreateRoundForm onRequest={change.open} />
        </Suspense>
      </section>
      {rounds.length === 0 ? (
        <p>開催回はまだありません。</p>
      ) : (
        rounds.map((r) => <RoundCard key={`${r.fiscalYear}-${r.roundNo}`} round={r} onRequest={change.open} />)
      )}
      <ChangeDialog {...change.dialog} />
    </div>
  );
}
