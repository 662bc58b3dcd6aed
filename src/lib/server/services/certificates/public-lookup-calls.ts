import type { z } from 'zod';
import { certificateDetailQuery, certificateQuery } from '@/lib/schemas/certificate';

/** A call's parsed query: the page of a detail call, nothing more for the certificate call. */
type Page = Partial<Pick<z.infer<typeof certificateDetailQuery>, 'offset' | 'limit' | 'count'>> &
  Record<string, unknown>;

/**
 * The two public calls: their query and the name of an answer among a link's answers (the call and
 * its page). The endpoints and the Node server's fast path both key the answer cache with it.
 */
export const PUBLIC_LOOKUP_CALLS = {
  '/api/v1/certificate': {
    query: certificateQuery,
    answerName: (_q: Page) => 'certificate',
  },
  '/api/v1/certificate/detail-get': {
    query: certificateDetailQuery,
    answerName: (q: Page) => `details ${q.offset} ${q.limit} ${q.count}`,
  },
} as const;

export type PublicLookupPath = keyof typeof PUBLIC_LOOKUP_CALLS;

export function isPublicLookupPath(path: string): path is PublicLookupPath {
  return Object.hasOwn(PUBLIC_LOOKUP_CALLS, path);
}
