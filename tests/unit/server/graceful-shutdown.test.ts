import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '@/lib/server/http/graceful-shutdown';

/** A server whose answers wait for release(): requests stay under way as long as a test wants. */
function holdingServer() {
  const waiting: (() => void)[] = [];
  const server = createServer((_req, res) => {
    waiting.push(() => res.end('done'));
  });
  return { server, waiting, releaseAll: () => waiting.splice(0).forEach((f) => f()) };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET on its own keep-alive connection; resolves with the body, or the connection error's code. */
function get(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    req.end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
};

describe('graceful shutdown', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  it('stops accepting, lets the request under way finish, then stops the background work and the database', async () => {
    const { server, waiting, releaseAll } = holdingServer();
    cleanup = releaseAll;
    const url = await listen(server);
    const steps: string[] = [];
    const shutdown = gracefulShutdown({
      server,
      stopBackground: () => void steps.push('background'),
      closeDatabase: async () => void steps.push('database'),
    });
    const underWay = get(url);
    await until(() => waiting.length === 1);
    const done = shutdown().then(() => steps.push('done'));
    // New connections are refused at once; the one under way is not cut.
    expect(await get(url)).toBe('ECONNREFUSED');
    expect(steps).toEqual(['background']);
    releaseAll();
    expect(await underWay).toBe('done');
    await done;
    expect(steps).toEqual(['background', 'database', 'done']);
    // A second signal waits for the same shutdown.
    await shutdown();
  });

  it('cuts what is still under way after the drain timeout', async () => {
    const { server, waiting, releaseAll } = holdingServer();
    cleanup = releaseAll;
    const url = await listen(server);
    let closed = false;
    const shutdown = gracefulShutdown({
      server,
      stopBackground: () => undefined,
      closeDatabase: async () => {
        closed = true;
      },
      drainTimeoutMs: 200,
    });
    const stuck = get(url);
    await until(() => waiting.length === 1);
    await shutdown();
    expect(await stuck).toBe('ECONNRESET');
    expect(closed).toBe(true);
  });
});
