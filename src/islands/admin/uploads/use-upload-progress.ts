import { useEffect, useState } from 'react';
import { adminApi } from '@/lib/api-client/admin';
import { env } from '@/lib/api-client/config';
import type { UploadProgress } from '@/lib/schemas/admin-uploads';

/** How often the screen asks how far the server has got. */
const POLL_MS = 400;

/** A random UUID for one check or import, made as the client core makes its Idempotency-Keys. */
export const newProgressId = (): string => env().randomUUID();

/**
 * The server's last report on the check or import of `progressId` while it runs (null before the
 * first report, or with no id). A failed poll is skipped: the request itself reports its outcome.
 */
export function useUploadProgress(progressId: string | null, loginId: string): UploadProgress | null {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!progressId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const p = await adminApi('GET /api/admin/uploads/progress', { query: { id: progressId }, loginId });
        if (!stopped) setProgress(p);
      } catch {
        // 404 until the first report; anything else shows in the request's own answer.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [progressId, loginId]);
  return progress;
}
