import { useEffect, useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import { env } from '@/lib/api-client/config';
import type { UploadProgress } from '@/lib/schemas/admin-uploads';
import { usePolling } from '../../hooks/use-polling';

/** How often the screen asks how far the server has got. */
const POLL_MS = 400;

/** A random UUID for one check or import, made as the client core makes its Idempotency-Keys. */
export const newProgressId = (): string => env().randomUUID();

/**
 * The server's last report on the check or import of `progressId` while it runs (null before the
 * first report, or with no id). A failed poll is skipped (404 until the first report): the request
 * itself reports its outcome.
 */
export function useUploadProgress(progressId: string | null, loginId: string): UploadProgress | null {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => setProgress(null), [progressId]);
  usePolling(progressId, POLL_MS, async (signal) => {
    const p = await adminApi('GET /api/admin/uploads/progress', { query: { id: progressId! }, loginId, signal });
    if (!signal.aborted) setProgress(p);
  });
  return progress;
}
