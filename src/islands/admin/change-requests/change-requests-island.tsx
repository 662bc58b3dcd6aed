import { useState } from 'react';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import { ChangeRequests } from './change-requests';

/**
 * The requests waiting on a server-rendered screen (約定処理): an approved one has taken effect, so
 * the screen is rendered again to show it (a clearing's progress); others just leave the list.
 */
export default function ChangeRequestsIsland({
  requests: initial,
  loginId,
}: {
  requests: AdminChangeRequest[];
  loginId: string;
}) {
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
