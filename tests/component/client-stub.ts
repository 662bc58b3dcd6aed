import { configureApiClient } from '../../src/islands/api';
import { storeReactions } from '../../src/islands/stores/api-reactions';

export interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'network' | ((signal: AbortSignal) => Promise<Response>);

/**
 * The real API client (headers, error rules, store reactions) over a fetch that answers from a
 * script instead of the network: each call takes the next answer, and what was sent is recorded.
 */
export function scriptedServer(...answers: Answer[]): Sent[] {
  const sent: Sent[] = [];
  let keyNo = 0;
  configureApiClient({
    reactions: storeReactions,
    baseURL: 'http://app.test/',
    randomUUID: () => `key-${++keyNo}`,
    navigation: { assign: () => undefined, reload: () => undefined, pathname: () => '/' },
    sleep: async () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('idempotency-key'),
        body: text ? JSON.parse(text) : undefined,
      });
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no answer scripted for this call');
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (typeof answer === 'function') return answer(init?.signal ?? new AbortController().signal);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return sent;
}

export const refusal = (
  status: number,
  code: string,
  message: string,
  errors?: { field: string; message: string }[],
) => ({
  status,
  body: { code, message, instance: '', ...(errors ? { errors } : {}) },
});
