import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/**
 * Mixed member traffic against one or more app servers, as a load balancer would send it: each
 * request goes to the next server that is up, and a request that got no answer at all (refused or
 * cut connection) is sent again to another one, which is safe for the writes because they carry an
 * idempotency key. Every answer is kept for the suites to judge.
 */
export interface Answer {
  readonly server: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly contentType: string;
  readonly requestId: string | null;
  /** X-Content-Type-Options, which every answer carries with the other security headers. */
  readonly nosniff: boolean;
  readonly body: string;
}

const TRANSFER_PATH = '/api/v1/account-balances/negotiate';
const BALANCES = '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=20&count=true';
const PASSWORD = 'Demo#Pass2026';
const transferBody = {
  recipientMemberNumber: '1002',
  fiscalYear: 2026,
  productCd: 2,
  lines: [{ holdingClassCd: 2, equipmentId: 'FX-A01', volume: 1 }],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class MemberLoad {
  readonly answers: Answer[] = [];
  /** Requests that got no answer from a server (each was sent again elsewhere). */
  readonly unanswered: { server: string; path: string; error: string }[] = [];
  /** Idempotency key → journal entry id, for every transfer the servers acknowledged. */
  readonly acknowledged = new Map<string, number>();
  /** Transfers sent but never acknowledged (yet): sent again with the same key by settle(). */
  readonly pending = new Set<string>();
  private running = false;
  private workers: Promise<void>[] = [];
  private next = 0;

  /** `servers()` is asked before every request: the base URLs that take traffic now. */
  constructor(private readonly servers: () => string[]) {}

  start(): void {
    this.running = true;
    // About 20 requests a second in all: two writers, a reader, a login/logout cycle.
    this.workers = [this.writer(), this.writer(), this.reader(), this.sessionCycle()];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Sends every unacknowledged transfer again with its key until each is answered 200. */
  async settle(): Promise<void> {
    const jar = new Map<string, string>();
    await this.signIn(jar, 'sakura01', () => true);
    for (const key of [...this.pending]) {
      for (let attempt = 0; this.pending.has(key); attempt++) {
        if (attempt > 20) throw new Error(`transfer ${key} was never answered 200`);
        await this.transfer(jar, key);
        if (this.pending.has(key)) await sleep(500);
      }
    }
  }

  private async writer(): Promise<void> {
    const jar = new Map<string, string>();
    while (this.running) {
      if (!jar.has('sid')) await this.signIn(jar, 'sakura01', () => this.running);
      // An unanswered transfer is sent again with its key before a new one, as the browser's retry would.
      const key = [...this.pending].find((k) => !this.inFlight.has(k)) ?? randomUUID();
      this.inFlight.add(key);
      await this.transfer(jar, key);
      this.inFlight.delete(key);
      await sleep(200);
    }
  }
  private readonly inFlight = new Set<string>();

  private async transfer(jar: Map<string, string>, key: string): Promise<void> {
    this.pending.add(key);
    const answer = await this.send(jar, 'POST', TRANSFER_PATH, transferBody, { 'idempotency-key': key });
    if (answer?.status === 200) {
      this.acknowledged.set(key, (JSON.parse(answer.body) as { entryId: number }).entryId);
      this.pending.delete(key);
    }
  }

  private async reader(): Promise<void> {
    const jar = new Map<string, string>();
    while (this.running) {
      if (!jar.has('sid')) await this.signIn(jar, 'sakura01', () => this.running);
      await this.send(jar, 'GET', BALANCES);
      await sleep(150);
    }
  }

  private async sessionCycle(): Promise<void> {
    while (this.running) {
      const jar = new Map<string, string>();
      if (await this.signIn(jar, 'minato01', () => this.running, 1)) {
        await this.send(jar, 'GET', '/api/v1/auth/user-info');
        await this.send(jar, 'POST', '/api/v1/auth/logout');
      }
      await sleep(200);
    }
  }

  /** The login page (anonymous CSRF cookie), then the login call; tried `tries` times. */
  private async signIn(jar: Map<string, string>, loginId: string, go: () => boolean, tries = 50): Promise<boolean> {
    for (let i = 0; i < tries && go(); i++) {
      jar.delete('sid');
      await this.send(jar, 'GET', '/login');
      if (jar.has('XSRF-TOKEN')) {
        const answer = await this.send(jar, 'POST', '/api/v1/auth/login', { loginId, password: PASSWORD });
        if (answer?.status === 200) {
          jar.set('x-user-id', loginId);
          return true;
        }
      }
      await sleep(300);
    }
    return false;
  }

  /** One request to the next server up; an unanswered one goes to the next, up to a few rounds. */
  private async send(
    jar: Map<string, string>,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer | undefined> {
    for (let attempt = 0; attempt < 12; attempt++) {
      const up = this.servers();
      const server = up[this.next++ % up.length];
      if (!server) return undefined;
      const headers: Record<string, string> = { ...extra };
      const cookies = [...jar].filter(([k]) => k !== 'x-user-id');
      if (cookies.length) headers.cookie = cookies.map(([k, v]) => `${k}=${v}`).join('; ');
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET') {
        headers.origin = server;
        if (jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!;
      }
      if (jar.has('x-user-id')) headers['x-user-id'] = jar.get('x-user-id')!;
      try {
        const res = await fetch(server + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'manual',
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...rest] = pair!.split('=');
          const value = rest.join('=');
          if (value === '' || /max-age=0/i.test(line)) jar.delete(name!.trim());
          else jar.set(name!.trim(), value);
        }
        const answer: Answer = {
          server,
          method,
          path,
          status: res.status,
          contentType: res.headers.get('content-type') ?? '',
          requestId: res.headers.get('x-request-id'),
          nosniff: res.headers.get('x-content-type-options') === 'nosniff',
          body: await res.text(),
        };
        this.answers.push(answer);
        return answer;
      } catch (error) {
        this.unanswered.push({ server, path, error: String((error as Error).cause ?? error) });
        await sleep(50);
      }
    }
    return undefined;
  }
}

/** What an answer may be while the database restarts: success, or the 503 of an unreachable database. */
export function answerProblem(a: Answer): string | undefined {
  const where = `${a.method} ${a.path} on ${a.server}: ${a.status} ${a.body.slice(0, 200)}`;
  if (a.status < 400) return undefined;
  if (a.status !== 503) return `unexpected status, ${where}`;
  if (!a.nosniff) return `503 without the security headers, ${where}`;
  if (a.path.startsWith('/api/')) {
    if (!a.contentType.startsWith('application/json')) return `503 not JSON, ${where}`;
    const body = JSON.parse(a.body) as { code?: string; message?: string; requestId?: string };
    if (
      body.code !== 'C_SH_016' ||
      body.message !== 'ただいまシステムを利用できません。しばらく時間をおいてから再度お試しください。'
    )
      return `503 not C_SH_016, ${where}`;
    if (!body.requestId || body.requestId !== a.requestId) return `503 without its requestId, ${where}`;
    return undefined;
  }
  if (!a.contentType.startsWith('text/html') || !a.body.includes('ただいまシステムをご利用いただけません'))
    return `503 page not the Japanese one, ${where}`;
  return undefined;
}

/** Headers of a signed-in member's unsafe call to `server` (cookies, CSRF token, user id, origin). */
export async function memberHeaders(server: string, loginId: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [name, ...rest] = line.split(';')[0]!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
  };
  absorb(await fetch(`${server}/login`, { redirect: 'manual' }));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${server}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      cookie: cookie(),
      'content-type': 'application/json',
      origin: server,
      'x-xsrf-token': jar.get('XSRF-TOKEN')!,
    },
    body: JSON.stringify({ loginId, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login ${loginId}: ${login.status}`);
  absorb(login);
  return { cookie: cookie(), origin: server, 'x-xsrf-token': jar.get('XSRF-TOKEN')!, 'x-user-id': loginId };
}

/**
 * A transfer whose body is sent in two halves: between them the request is under way on the
 * server (headers read, body awaited), which is where a shutdown must let it finish.
 */
export function transferSentInHalves(
  server: string,
  headers: Record<string, string>,
  key: string,
): { sendRest(): void; answer: Promise<{ status: number; body: string }> } {
  const body = Buffer.from(JSON.stringify(transferBody));
  const half = Math.floor(body.length / 2);
  const req = httpRequest(`${server}${TRANSFER_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(body.length),
      'idempotency-key': key,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.flushHeaders();
  req.write(body.subarray(0, half));
  return { sendRest: () => req.end(body.subarray(half)), answer };
}
