import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 answering from a per-test queue of handlers. */
export async function startTestServer() {
  const requests: RecordedRequest[] = [];
  const queue: Handler[] = [];
  let fallback: Handler = (_req, res) => json(res, 200, {});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      (queue.shift() ?? fallback)(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    /** Answers the next calls in order; afterwards the fallback answers. */
    reply(...handlers: Handler[]) {
      queue.push(...handlers);
    },
    setFallback(handler: Handler) {
      fallback = handler;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      fallback = (_req, res) => json(res, 200, {});
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export const answer =
  (status: number, body?: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    if (body === undefined) {
      res.writeHead(status, headers);
      res.end();
    } else json(res, status, body, headers);
  };

export const errorAnswer = (status: number, code: string, message: string, instance = '', errors?: unknown): Handler =>
  answer(status, { code, message, instance, ...(errors ? { errors } : {}) });
