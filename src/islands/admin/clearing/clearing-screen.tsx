import Alert from 'react-bootstrap/Alert';
import { useState } from 'react';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import { ChangeRequests } from '../change-requests/change-requests';
import { allOf, Loaded, useConsoleQuery } from '../console-query';
import ClearingPanel from './clearing-panel';
import { auctionsOf, ClearingList, clearingList, type ListedAuction } from './clearing-list';

interface Props {
  loginId: string;
  /** The URL's ?marketNo= (null without one). */
  marketNo: number | null;
}

/**
 * 約定処理: the clearing requests waiting under the two-person rule, the chosen market's clearing,
 * and the markets waiting for theirs or cleared last, all read through the API.
 */
export default function ClearingScreen({ loginId, marketNo }: Props) {
  const roundsQuery = useConsoleQuery('GET /api/admin/rounds', loginId);
  const loaded = allOf(roundsQuery, useConsoleQuery('GET /api/admin/change-requests', loginId));
  return (
    <Loaded state={loaded}>
      {([{ rounds }, { fourEyes, pending }]) => {
        const all = auctionsOf(rounds);
        return (
          <>
            {fourEyes && <Requests initial={pending.filter((r) => r.kind === 'clearing')} loginId={loginId} />}
            {marketNo !== null && (
              <Chosen
                auction={all.find((a) => a.marketNo === marketNo)}
                loginId={loginId}
                fourEyes={fourEyes}
                pending={pending}
                onFinished={roundsQuery.reload}
              />
            )}
            <ClearingList list={clearingList(all)} />
          </>
        );
      }}
    </Loaded>
  );
}

/** An approved request has taken effect: the screen is read again to show the clearing's progress. */
function Requests({ initial, loginId }: { initial: AdminChangeRequest[]; loginId: string }) {
  const [requests, setRequests] = useState(initial);
  return (
    <ChangeRequests
      requests={requests}
      loginId={loginId}
      onDecided={(request) => {
        if (request.state === 'approved') window.location.reload();
        else setRequests((rs) => rs.filter((r) => r.id !== request.id));
      }}
    />
  );
}

function Chosen(props: {
  auction: ListedAuction | undefined;
  loginId: string;
  fourEyes: boolean;
  pending: AdminChangeRequest[];
  /** The clearing ended: the markets below are read again (their state and 約定処理へ/結果を見る). */
  onFinished: () => void;
}) {
  const { auction, loginId, fourEyes, pending, onFinished } = props;
  const clearing = useConsoleQuery('GET /api/admin/clearing', loginId, auction ? { marketNo: auction.marketNo } : null);
  if (!auction) return <Alert variant="warning">指定された市場は存在しません。</Alert>;
  const requested = pending.some((r) => r.kind === 'clearing' && r.params.marketNo === auction.marketNo);
  return (
    <Loaded state={clearing}>
      {(initial) => (
        <ClearingPanel
          initial={initial}
          closed={auction.state === 'closed'}
          loginId={loginId}
          fourEyes={fourEyes}
          requested={requested}
          onFinished={onFinished}
        />
      )}
    </Loaded>
  );
}
