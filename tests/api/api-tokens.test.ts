import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { OPERATOR, seedClearedRound } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { setUserLock } from '../../src/lib/server/services/members/set-user-lock';
import { apiTokens, auditLog, users } from '../../src/lib/server/db/schema';

const PASSWORD = 'Demo#Pass2026';
type Scope = 'read' | 'bid' | 'account';

/** One operation of each class a token may be given (and the session-only class no token reaches). */
const OPERATIONS: { scope: Scope | 'session'; method: string; path: string; body?: unknown }[] = [
  { scope: 'read', method: 'GET', path: '/api/v1/account-balances/csv?fiscalYear=2026&productCd=2' },
  { scope: 'read', method: 'GET', path: '/api/v1/bids?productCd=3&offset=0&limit=10&count=true' },
  { scope: 'bid', method: 'POST', path: '/api/v1/bids/buy', body: { productCd: 3, unitPrice: '1.00', volume: 1000 } },
  { scope: 'bid', method: 'DELETE', path: '/api/v1/bids?productCd=3' },
  { scope: 'account', method: 'POST', path: '/api/v1/account-balances/negotiate', body: {} },
  { scope: 'account', method: 'POST', path: '/api/v1/nfcs/publish', body: {} },
  { scope: 'session', method: 'GET', path: '/api/v1/api-tokens' },
  { scope: 'session', method: 'PUT', path: '/api/v1/organizations', body: {} },
  { scope: 'session', method: 'POST', path: '/api/v1/auth/mfa/setup', body: { currentPassword: PASSWORD } },
];

describe.each(testTargets())('personal API tokens on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    await seedClearedRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo));
  });
  afterAll(async () => app?.close());

  async function signedIn(loginId: string): Promise<TestClient> {
    const client = new TestClient(app.baseUrl);
    expect((await client.login(loginId, PASSWORD)).status).toBe(200);
    return client;
  }

  async function issue(client: TestClient, scopes: Scope[], name = 'desk'): Promise<{ id: number; token: string }> {
    const res = await client.request('POST', '/api/v1/api-tokens', {
      currentPassword: PASSWORD,
      name,
      scopes,
      expiresInDays: 30,
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  function call(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return fetch(app.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it('issues a token once after the password, lists it without the secret, stores only its hash', async () => {
    const sakura = await signedIn('sakura01');
    const wrong = await sakura.request('POST', '/api/v1/api-tokens', {
      currentPassword: 'wrong',
      name: 'x',
      scopes: ['read'],
      expiresInDays: 30,
    });
    expect(wrong.status).toBe(422);
    const tooLong = await sakura.request('POST', '/api/v1/api-tokens', {
      currentPassword: PASSWORD,
      name: 'x',
      scopes: ['read'],
      expiresInDays: 366,
    });
    expect(tooLong.status).toBe(422);
    const { id, token } = await issue(sakura, ['read'], '日次照会');
    expect(token).toMatch(/^nfcp_[A-Za-z0-9_-]{43}$/);
    const list = await (await sakura.request('GET', '/api/v1/api-tokens')).json();
    expect(list.tokens[0]).toMatchObject({ id, name: '日次照会', scopes: ['read'], lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(token);
    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.tokenHash).not.toContain(token.slice(5));
    expect((await call(token, 'GET', '/api/v1/auth/user-info')).status).toBe(200);
    const after = await (await sakura.request('GET', '/api/v1/api-tokens')).json();
    expect(after.tokens[0].lastUsedAt).not.toBeNull();
  });

  it('lets each scope reach exactly its class of operations', async () => {
    const sakura = await signedIn('sakura01');
    for (const scope of ['read', 'bid', 'account'] as const) {
      const { token } = await issue(sakura, [scope]);
      for (const op of OPERATIONS) {
        const res = await call(token, op.method, op.path, op.body);
        const label = `${scope} token → ${op.method} ${op.path}`;
        if (op.scope === scope) {
          // Through the gate: the operation's own answer (success, or its validation of an empty body).
          expect(res.status, label).not.toBe(401);
          expect(
            (res.headers.get('content-type') ?? '').includes('json') ? (await res.json()).code : '',
            label,
          ).not.toBe('C_SH_004');
          expect(res.status, label).toBeLessThan(500);
        } else {
          expect(res.status, label).toBe(403);
          expect((await res.json()).code, label).toBe('C_SH_004');
        }
      }
    }
  });

  it('acts as its user through the same service: the same balances, the bid audited with the token', async () => {
    const sakura = await signedIn('sakura01');
    const { id, token } = await issue(sakura, ['read', 'bid'], 'bidding-bot');
    const path = '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=50&count=true';
    const bySession = await sakura.request('GET', path);
    const byToken = await call(token, 'GET', path);
    expect(byToken.status).toBe(200);
    expect(await byToken.json()).toEqual(await bySession.json());
    const bid = await call(token, 'POST', '/api/v1/bids/buy', { productCd: 3, unitPrice: '1.00', volume: 1000 });
    expect(bid.status).toBe(200);
    const [row] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ apiTokenId: id, actorType: 'user' });
    expect(row!.actorId).toContain('sakura01');
    const deleted = await call(token, 'DELETE', '/api/v1/bids?productCd=3');
    expect(deleted.status).toBeLessThan(300);
  });

  it('needs no CSRF token with a bearer, while a cookie call without it is still refused', async () => {
    const sakura = await signedIn('sakura01');
    const { token } = await issue(sakura, ['bid']);
    const body = { productCd: 3, unitPrice: '1.00', volume: 1000 };
    expect((await call(token, 'POST', '/api/v1/bids/buy', body)).status).toBe(200);
    const cookieOnly = await sakura.request('POST', '/api/v1/bids/buy', body, {
      headers: { 'x-xsrf-token': '', 'idempotency-key': crypto.randomUUID() },
    });
    expect(cookieOnly.status).toBe(403);
    expect((await call(token, 'POST', '/api/v1/bids/buy', body, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('is refused once revoked, expired, its user locked, or the password reset', async () => {
    const minato = await signedIn('minato01');
    const revoked = await issue(minato, ['read']);
    const expired = await issue(minato, ['read']);
    const ok = await issue(minato, ['read']);
    expect((await minato.request('DELETE', `/api/v1/api-tokens/${revoked.id}`)).status).toBe(204);
    await app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    for (const t of [revoked, expired]) {
      const res = await call(t.token, 'GET', '/api/v1/auth/user-info');
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('C_SH_003');
    }
    expect((await call(ok.token, 'GET', '/api/v1/auth/user-info')).status).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.loginId, 'minato01'));
    // A locked user's token stops at once (the check reads the lock) ...
    await app.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, user!.id));
    expect((await call(ok.token, 'GET', '/api/v1/auth/user-info')).status).toBe(401);
    await app.db.update(users).set({ lockedAt: null }).where(eq(users.id, user!.id));
    expect((await call(ok.token, 'GET', '/api/v1/auth/user-info')).status).toBe(200);
    // ... and the operator's lock revokes it: unlocking does not bring it back.
    const live = await app.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, user!.id), isNull(apiTokens.revokedAt)));
    await setUserLock(app.db, OPERATOR, 'minato01', true);
    await setUserLock(app.db, OPERATOR, 'minato01', false);
    expect((await call(ok.token, 'GET', '/api/v1/auth/user-info')).status).toBe(401);
    const [lockAudit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.lock'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(lockAudit!.after).toEqual({ locked: true, tokensRevoked: live.length });
    expect(live.length).toBeGreaterThanOrEqual(2);
    const relogged = await signedIn('minato01');
    const listed = await (await relogged.request('GET', '/api/v1/api-tokens')).json();
    expect(JSON.stringify(listed)).not.toContain(`"id":${ok.id},`);
    const fresh = await issue(relogged, ['read']);
    // A reset stores a new hash (the operator's reset-password or the user's own change): the token stops.
    expect((await call(fresh.token, 'GET', '/api/v1/auth/user-info')).status).toBe(200);
    await app.db
      .update(users)
      .set({ passwordHash: `${user!.passwordHash}x` })
      .where(eq(users.id, user!.id));
    expect((await call(fresh.token, 'GET', '/api/v1/auth/user-info')).status).toBe(401);
    await app.db.update(users).set({ passwordHash: user!.passwordHash }).where(eq(users.id, user!.id));
  });

  it("cannot revoke another member's token, and never reaches the console's API", async () => {
    const sakura = await signedIn('sakura01');
    const towa = await signedIn('towa01');
    const theirs = await issue(towa, ['read', 'bid', 'account']);
    const res = await sakura.request('DELETE', `/api/v1/api-tokens/${theirs.id}`);
    expect(res.status).toBe(404);
    expect((await call(theirs.token, 'GET', '/api/v1/auth/user-info')).status).toBe(200);
    for (const path of ['/api/admin/members', '/api/admin/audit', '/api/admin/system']) {
      const admin = await call(theirs.token, 'GET', path);
      expect([401, 403, 404], path).toContain(admin.status);
    }
  });

  it('answers a malformed or unknown Authorization header with 401 (429 once the address is past its failures), never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `Bearer ${s}`),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((s) => `Bearer nfcp_${s}`),
          fc.constantFrom('Bearer', 'Bearer ', 'bearer nfcp_', 'Basic dXNlcjpwYXNz', `Bearer nfcp_${'A'.repeat(5000)}`),
        ),
        async (header) => {
          let res: Response;
          try {
            res = await fetch(app.baseUrl + '/api/v1/auth/user-info', { headers: { authorization: header } });
          } catch {
            return; // a header value fetch itself refuses to send (control characters) never reaches the server
          }
          // 150 failures from one address go past the failed-token throttle (api-token-throttle.test.ts).
          expect([401, 429]).toContain(res.status);
          expect((await res.json()).code).toBe(res.status === 401 ? 'C_SH_003' : 'C_SH_009');
        },
      ),
      { numRuns: 150 },
    );
  });
});
