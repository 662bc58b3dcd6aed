import { useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import { usePolling } from '../../hooks/use-polling';

/** How often the console asks how a queued or running clearing is getting on. */
const POLL_MS = 1000;

const inProgress = (c: AdminClearing) => c.run?.state === 'queued' || c.run?.state === 'running';

/**
 * One auction's clearing as the console follows it: the state it was rendered with, then the
 * server's answers every second while the run is queued or running (any app server can answer).
 */
export function useClearing(initial: AdminClearing, loginId: string) {
  const [clearing, setClearing] = useState(initial);
  const [lost, setLost] = useState(false);
  const running = inProgress(clearing);

  usePolling(running ? String(clearing.marketNo) : null, POLL_MS, async (signal) => {
    try {
      const next = await adminApi('GET /api/admin/clearing', {
        query: { marketNo: clearing.marketNo },
        loginId,
        signal,
      });
      setLost(false);
      setClearing(next);
    } catch (error) {
      // The clearing goes on on the server; the next tick asks again.
      if (!signal.aborted) setLost(true);
      throw error;
    }
  });

  return { clearing, setClearing, lost, inProgress: running };
}
