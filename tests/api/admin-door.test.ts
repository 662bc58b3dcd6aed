import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { AdminClient, NEW_OPERATOR_PASSWORD, operatorAt } from '../setup/admin-client';
import { ADMIN_PAGES } from '../../src/lib/admin-routes';
import {
  ADMIN_API_OPERATIONS,
  ADMIN_LOGOUT_API,
  type AdminApiOperation,
} from '../../src/lib/schemas/admin-api-operations';
import { STAGE_HOME, type AdminAccess, type OperatorStage } from '../../src/lib/domain/admin-access';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { auditLog, operators, operatorSessions } from '../../src/lib/server/db/schema';

const MEMBER_PASSWORD = 'Demo#Pass2026';
const STAGES: OperatorStage[] = ['enrolment', 'first-change', 'console'];
type Caller = 'anonymous' | 'member' | OperatorStage;
const CALLERS: Caller[] = ['anonymous', 'member', ...STAGES];
const STAGE_REFUSAL: Record<OperatorStage, string> = {
  enrolment: 'C_AU_015',
  'first-change': 'C_AU_005',
  console: 'C_SH_004',
};

/** What each caller must get on a page of the given access: the console's access rules, written out as a table. */
function expectedPage(access: AdminAccess, caller: Caller): { status: number; location?: string } {
  if (caller === 'member') return { status: 404 };
  if (caller === 'anonymous') return access === 'entry' ? { status: 200 } : { status: 302, location: '/admin/login' };
  if (access === caller) return { status: 200 };
  return { status: 302, location: STAGE_HOME[caller] };
}

/** The page and endpoint files under src/pages, as the routes Astro makes of them. */
function routesIn(dir: string, prefix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routesIn(full, `${prefix}/${name}`);
    const base = name.replace(/\.(astro|ts)$/, '');
    return [base === 'index' ? prefix : `${prefix}/${base}`];
  });
}

describe('the console registries', () => {
  it('name every page and endpoint under /admin and /api/admin, and nothing else', () => {
    expect(routesIn('src/pages/admin', '/admin').sort()).toEqual(Object.keys(ADMIN_PAGES).sort());
    expect(routesIn('src/pages/api/admin', '/api/admin').sort()).toEqual(
      [...new Set(ADMIN_API_OPERATIONS.map((o) => o.path))].sort(),
    );
  });
});

describe.each(testTargets().map((t, i) => [t, i] as const))('the console door on %s', (target, targetIndex) => {
  let app: TestApp;
  const callers = new Map<Caller, TestClient>();
  let nextIp = 1;
  const freshIp = () => `198.51.${targetIndex}.${nextIp++}`;

  beforeAll(async () => {
    app = await startApp(target, { MFA_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true' }, 'demo');
    const anonymous = new AdminClient(app.baseUrl);
    await anonymous.visit();
    callers.set('anonymous', anonymous);
    const member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', MEMBER_PASSWORD)).status).toBe(200);
    callers.set('member', member);
    for (const stage of STAGES) callers.set(stage, (await operatorAt(app.baseUrl, app.db, stage)).client);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(CALLERS)('as %s', (caller) => {
    it.each(Object.entries(ADMIN_PAGES))('page %s', async (pathname, page) => {
      const res = await callers.get(caller)!.request('GET', pathname);
      const expected = expectedPage(page.access, caller);
      expect(res.status).toBe(expected.status);
      if (expected.location) expect(res.headers.get('location')).toBe(expected.location);
      if (expected.status === 404) {
        // The app's own 404 page, as for a path that does not exist: nothing of the console.
        const html = await res.text();
        expect(html).toContain('お探しのページは見つかりませんでした。');
        expect(html).not.toContain('運用管理コンソール');
      }
      if (expected.status === 200) {
        expect(await res.text()).toContain('運用管理コンソール');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    // Logout last: it ends the caller's session.
    const operations = ([...ADMIN_API_OPERATIONS] as AdminApiOperation[]).sort(
      (a, b) => Number(a.path === ADMIN_LOGOUT_API) - Number(b.path === ADMIN_LOGOUT_API),
    );
    it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', async (_, op) => {
      const res = await callers.get(caller)!.request(op.method.toUpperCase(), op.path, op.body ? {} : undefined);
      // A file operation (CSV) let in answers its file; every refusal is the JSON error shape.
      const isFile = res.ok && op.produces !== undefined;
      if (isFile) expect(res.headers.get('content-type')).toContain(op.produces);
      const body = res.status === 204 || isFile ? undefined : await res.json();
      if (caller === 'member') {
        expect(res.status).toBe(404);
        expect(body.code).toBe('C_SH_014');
      } else if (op.access !== 'entry' && caller === 'anonymous') {
        expect(res.status).toBe(401);
        expect(body).toMatchObject({ code: 'C_SH_003', instance: `${op.method.toUpperCase()} ${op.path}` });
      } else if (op.access !== 'entry' && op.access !== caller) {
        expect(res.status).toBe(403);
        expect(body.code).toBe(STAGE_REFUSAL[caller as OperatorStage]);
      } else {
        // Let in: the endpoint itself answers (an empty body is a validation error, not a refusal).
        expect([200, 204, 422]).toContain(res.status);
      }
    });
  });

  it('answers 404 to everyone for a console path that does not exist', async () => {
    for (const caller of CALLERS) {
      const client = caller === 'anonymous' ? new AdminClient(app.baseUrl) : callers.get(caller)!;
      const page = await client.request('GET', '/admin/no-such-page');
      expect(page.status, caller).toBe(404);
      expect(await page.text()).toContain('お探しのページは見つかりませんでした。');
      const api = await client.request('GET', '/api/admin/no-such-operation');
      expect(api.status, caller).toBe(404);
      expect((await api.json()).code).toBe('C_SH_014');
    }
  });

  it('gives an operator session nothing from the member side, in its own HttpOnly cookie', async () => {
    const { client } = await operatorAt(app.baseUrl, app.db, 'console');
    expect([...client.cookies.keys()].sort()).toEqual(['ADMIN-XSRF-TOKEN', 'admin_sid']);
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    expect((await client.request('GET', '/api/v1/codes')).status).toBe(401);
    // Member pages answer it as they answer nobody.
    const page = await client.request('GET', '/bid/list');
    const nobody = await new TestClient(app.baseUrl).request('GET', '/bid/list');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(nobody.headers.get('location'));
    // A browser holding both sessions: each side sees its own.
    const both = new AdminClient(app.baseUrl);
    for (const [k, v] of client.cookies) both.cookies.set(k, v);
    both.loginId = client.loginId;
    const member = callers.get('member')!;
    both.cookies.set('sid', member.cookies.get('sid')!);
    expect((await both.request('GET', '/admin')).status).toBe(200);
    expect(
      (await both.request('GET', '/api/v1/auth/user-info', undefined, { headers: { 'x-user-id': 'sakura01' } })).status,
    ).toBe(200);
  });

  it('rotates the session at login, sets it HttpOnly and SameSite=Strict, and audits the door', async () => {
    const op = await operatorAt(app.baseUrl, app.db, 'console');
    const oldSid = op.client.cookies.get('admin_sid')!;
    const password = await op.client.adminLogin(op.loginId, NEW_OPERATOR_PASSWORD);
    const { mfaTicket } = await password.json();
    // The password alone opens nothing for an enrolled operator.
    expect(password.headers.getSetCookie().some((c) => c.startsWith('admin_sid='))).toBe(false);
    // The step after the enrolment's: within the one step the server allows either side of now.
    const code = totpCodeAt(op.secret!, new Date(op.enrolledAt! + 30_000));
    const res = await op.client.request('POST', '/api/admin/auth/login/mfa', { mfaTicket, code });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('admin_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(op.client.cookies.get('admin_sid')).not.toBe(oldSid);
    const stale = new AdminClient(app.baseUrl);
    stale.cookies.set('admin_sid', oldSid);
    expect((await stale.request('GET', '/admin')).headers.get('location')).toBe('/admin/login');
    expect((await op.client.request('GET', '/admin')).status).toBe(200);
    const wrong = await new AdminClient(app.baseUrl).adminLogin(op.loginId, 'Wrong#Pass2026', {
      'x-forwarded-for': freshIp(),
    });
    expect(wrong.status).toBe(401);
    const [row] = await app.db.select().from(operators).where(eq(operators.loginId, op.loginId));
    const actions = (
      await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(row!.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'operator.create',
        'operator.login',
        'operator.mfa-enable',
        'operator.update-password',
        'operator.login-failed',
      ]),
    );
  });

  it('ends an operator session after the idle time and at its absolute end', async () => {
    const { client } = await operatorAt(app.baseUrl, app.db, 'console');
    expect((await client.request('GET', '/admin')).status).toBe(200);
    const [op] = await app.db.select().from(operators).where(eq(operators.loginId, client.loginId!));
    await app.db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(operatorSessions.operatorId, op!.id));
    const idle = await client.request('GET', '/admin');
    expect(idle.status).toBe(302);
    expect(idle.headers.get('location')).toBe('/admin/login');
    const second = await operatorAt(app.baseUrl, app.db, 'console');
    const [op2] = await app.db.select().from(operators).where(eq(operators.loginId, second.loginId));
    await app.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(operatorSessions.operatorId, op2!.id)));
    expect((await second.client.request('GET', '/api/admin/dashboard')).status).toBe(401);
  });

  it('refuses unsafe console calls without the console’s own CSRF token or from another site', async () => {
    const { client, temporaryPassword } = await operatorAt(app.baseUrl, app.db, 'first-change');
    const body = {
      currentPassword: temporaryPassword,
      newPassword: NEW_OPERATOR_PASSWORD,
      confirmPassword: NEW_OPERATOR_PASSWORD,
    };
    const member = callers.get('member')!;
    const forged: Record<string, string>[] = [
      { 'x-xsrf-token': '' },
      { 'x-xsrf-token': 'forged' },
      // The member side's token is not the console's.
      { 'x-xsrf-token': member.cookies.get('XSRF-TOKEN')! },
      { 'x-user-id': 'someone-else' },
    ];
    for (const headers of forged) {
      const res = await client.request('PUT', '/api/admin/auth/update-password', body, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).code).toBe('C_SH_005');
    }
    const anonymous = new AdminClient(app.baseUrl);
    await anonymous.visit();
    const crossSite = await anonymous.request(
      'POST',
      '/api/admin/auth/login',
      { loginId: 'x', password: 'y' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const noToken = await anonymous.request(
      'POST',
      '/api/admin/auth/login',
      { loginId: 'x', password: 'y' },
      { headers: { 'x-xsrf-token': '' } },
    );
    expect(noToken.status).toBe(403);
    // Still the first-change step: nothing above changed the password.
    expect((await client.request('GET', '/admin')).headers.get('location')).toBe('/admin/password/first-change');
  });

  it('evaluates at most 5 of 100 parallel TOTP guesses for one operator, and 5 of 100 passwords', async () => {
    const op = await operatorAt(app.baseUrl, app.db, 'console');
    const client = new AdminClient(app.baseUrl);
    const { mfaTicket } = await (
      await client.adminLogin(op.loginId, NEW_OPERATOR_PASSWORD, { 'x-forwarded-for': freshIp() })
    ).json();
    expect(mfaTicket).toEqual(expect.any(String));
    const now = new Date();
    const right = new Set([-30_000, 0, 30_000].map((d) => totpCodeAt(op.secret!, new Date(now.getTime() + d))));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !right.has(c))!;
    const codes = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.request(
          'POST',
          '/api/admin/auth/login/mfa',
          { mfaTicket, code: wrong },
          { headers: { 'x-forwarded-for': freshIp() } },
        ),
      ),
    );
    await expectRefusedBeyond(codes, 5, 401, 'C_AU_007');
    const passwords = await Promise.all(
      Array.from({ length: 100 }, () =>
        new AdminClient(app.baseUrl).adminLogin(op.loginId, 'Wrong#Pass2026', { 'x-forwarded-for': freshIp() }),
      ),
    );
    await expectRefusedBeyond(passwords, 5, 401, 'C_AU_001');
  });

  it('shows the dashboard to an operator, and lists the console under its own tag in the OpenAPI document', async () => {
    const { client } = await operatorAt(app.baseUrl, app.db, 'console');
    const res = await client.request('GET', '/api/admin/dashboard');
    expect(res.status).toBe(200);
    const dashboard = await res.json();
    expect(dashboard).toMatchObject({ businessDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), maintenance: false });
    expect(dashboard.lastClearing.length).toBeGreaterThan(0);
    const doc = await (await fetch(`${app.baseUrl}/api/v1/openapi.json`)).json();
    for (const op of ADMIN_API_OPERATIONS) {
      expect(doc.paths[op.path]?.[op.method]?.tags, op.path).toEqual(['admin']);
    }
    expect(doc.components.securitySchemes.operatorSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'admin_sid' });
  });

  async function expectRefusedBeyond(responses: Response[], limit: number, evaluatedStatus: number, code: string) {
    const evaluated = responses.filter((r) => r.status === evaluatedStatus);
    const refused = responses.filter((r) => r.status === 429);
    expect(evaluated.length + refused.length).toBe(responses.length);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(limit);
    for (const r of evaluated) expect((await r.json()).code).toBe(code);
    for (const r of refused) {
      expect((await r.json()).code).toBe('C_AU_002');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }
});
