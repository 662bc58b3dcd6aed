import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { users } from '../../src/lib/server/db/schema';

const PASSWORD = 'Demo#Pass2026';

/** The password check behind a session and a locked account must not help anyone guess. */
describe.each(testTargets())('password guessing on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a locked account the same whatever the password', async () => {
    await app.db.update(users).set({ lockedAt: new Date() }).where(eq(users.loginId, 'towa01'));
    const right = await new TestClient(app.baseUrl).login('towa01', PASSWORD);
    const wrong = await new TestClient(app.baseUrl).login('towa01', 'Wrong#Pass123');
    expect(right.status).toBe(403);
    expect(wrong.status).toBe(403);
    // Each answer carries its own requestId; everything else must be the same.
    const withoutId = ({ requestId: _id, ...rest }: Record<string, unknown>) => rest;
    const [a, b] = [withoutId(await right.json()), withoutId(await wrong.json())];
    expect(a.code).toBe('C_AU_006');
    expect(b).toEqual(a);
  });

  it('issues a fresh session id at a password change and ends the old one', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const oldSid = client.cookies.get('sid')!;
    const oldCsrf = client.csrf;
    const res = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: PASSWORD,
      newPassword: 'Next#Pass2026',
      confirmPassword: 'Next#Pass2026',
    });
    expect(res.status).toBe(200);
    expect(client.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookies.get('sid')).not.toBe(oldSid);
    expect(client.csrf).not.toBe(oldCsrf);
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(200);
    const old = new TestClient(app.baseUrl);
    old.cookies.set('sid', oldSid);
    expect((await old.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
  });

  it('throttles guesses at the current password like a login', async () => {
    const stolen = new TestClient(app.baseUrl);
    await stolen.login('sakura01', PASSWORD);
    const guess = (currentPassword: string) =>
      stolen.request('PUT', '/api/v1/auth/update-password', {
        currentPassword,
        newPassword: 'Stolen#Pass2026',
        confirmPassword: 'Stolen#Pass2026',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(`Guess#${i}Pass2026`)).status);
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(7).fill(429)]);
    const right = await guess(PASSWORD);
    expect(right.status).toBe(429);
    expect((await right.json()).code).toBe('C_AU_002');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
