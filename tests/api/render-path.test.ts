import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

/*
 * The page goes out in one piece with its length instead of a stream of chunks, its CSP
 * header lists every inline script and style, and what the props caches keep (codes, applied
 * conditions) is still what the request asks for. (The build no longer rewrites Astro's bundles: the rewrites that
 * hashed once and kept island HTML: Astro does both per request again.)
 */

/** The island's props attribute, as the browser reads it. */
function islandProps(html: string, component: string): string {
  const tag = new RegExp(`<astro-island[^>]*component-url="[^"]*${component}[^"]*"[^>]*>`).exec(html)?.[0] ?? '';
  return (/ props="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** The sha256 source of every inline script and style of a page. */
function inlineHashes(html: string): string[] {
  const inline = [...html.matchAll(/<(script|style)(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
  return inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}
describe.each(testTargets())('rendering a signed-in page on %s', (target) => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await startApp(target);
    client = new TestClient(app.baseUrl);
    expect((await client.login('minato01', 'Demo#Pass2026')).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists in the CSP header the hash of every inline script and style the page carries, request after request', async () => {
    for (const path of ['/account/balance', '/account/balance?productCd=1', '/login']) {
      for (let i = 0; i < 2; i++) {
        const res = await (path === '/login' ? new TestClient(app.baseUrl) : client).visit(path);
        const policy = res.headers.get('content-security-policy') ?? '';
        const hashes = inlineHashes(await res.text());
        // The balance page inlines its island's hydration script and its styles; /login may inline none.
        if (path !== '/login') expect(hashes.length, path).toBeGreaterThan(0);
        for (const hash of hashes) expect(policy, `${path}: ${hash}`).toContain(hash);
        expect(policy).toMatch(/style-src 'self' 'sha256-[^;]*; frame-ancestors 'none'$/);
        expect(policy).not.toContain('unsafe-inline');
      }
    }
  });

  it('answers with what the request asks for: its conditions, its member, its business date', async () => {
    const html = async (c: TestClient, path: string) => (await c.visit(path)).text();
    const first = await html(client, '/account/balance');
    expect(await html(client, '/account/balance')).toBe(first);

    // Other conditions in the URL: another product selected, in the HTML and in the props.
    const fit = await html(client, '/account/balance?productCd=1');
    expect(fit).toMatch(/<option value="1" selected="">FIT非化石証書<\/option>/);
    expect(first).not.toMatch(/<option value="1" selected="">/);
    expect(islandProps(fit, 'balance-inquiry')).toContain('"productCd":[0,"1"]');
    // Conditions the rules refuse (a facility id over 50 characters) search nothing; valid ones again do.
    const refused = islandProps(
      await html(client, `/account/balance?equipmentId=${'x'.repeat(51)}`),
      'balance-inquiry',
    );
    expect(refused).toContain('"initialApplied":[0,null]');
    expect(islandProps(await html(client, '/account/balance'), 'balance-inquiry')).toContain(
      '"initialApplied":[0,{"fiscalYear":[0,2026]',
    );

    // Another member: their own session in the props, never the first member's.
    const other = new TestClient(app.baseUrl);
    expect((await other.login('sakura01', 'Demo#Pass2026')).status).toBe(200);
    const theirs = islandProps(await html(other, '/account/balance'), 'balance-inquiry');
    expect(theirs).toContain('"userId":[0,"sakura01"]');
    expect(theirs).not.toContain('minato01');
    expect(islandProps(await html(client, '/account/balance'), 'balance-inquiry')).toContain('"userId":[0,"minato01"]');

    // The business date changes: the next pages carry the new one.
    const operator = { type: 'operator', name: 'ops:root' } as const;
    await updateSystemSettings(app.db, operator, { businessDate: '2027-01-15' });
    try {
      await vi.waitFor(
        async () => {
          const props = islandProps(await html(client, '/account/balance'), 'balance-inquiry');
          expect(props).toContain('"businessDate":[0,"2027-01-15"]');
        },
        { timeout: 5_000, interval: 200 },
      );
    } finally {
      await updateSystemSettings(app.db, operator, { businessDate: null });
    }
  });

  // Uncompressed here (compression.test.ts checks the compressed answers' lengths).
  const identity = { headers: { 'accept-encoding': 'identity' } };

  it('sends the page in one piece with its length', async () => {
    const res = await client.request('GET', '/account/balance', undefined, identity);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(new TextDecoder().decode(body)).toContain('</html>');
  });

  it('sends an API answer in one piece with its length (no closing chunk)', async () => {
    const res = await client.request('GET', '/api/v1/auth/user-info', undefined, identity);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(JSON.parse(new TextDecoder().decode(body))).toHaveProperty('userInfo');
  });
});
