import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';

/*
 * The request-path bench's floor page (src/pages/bench/floor.astro) exists only for the
 * bench. Without BENCH_FLOOR_PAGE=1 it is the 404 page; with it, the balance island from fixed props,
 * without a session.
 */
describe('the bench floor page', () => {
  let app: TestApp;
  beforeAll(async () => {
    delete process.env.BENCH_FLOOR_PAGE;
    app = await startApp('pglite');
  });
  afterAll(async () => {
    delete process.env.BENCH_FLOOR_PAGE;
    await app.close();
  });

  it('is not found unless the server was started for the bench', async () => {
    const res = await fetch(`${app.baseUrl}/bench/floor`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('balance-inquiry');
  });

  it('renders the balance island from fixed props, with no session, when the bench enables it', async () => {
    process.env.BENCH_FLOOR_PAGE = '1';
    const res = await fetch(`${app.baseUrl}/bench/floor`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*balance-inquiry/);
    expect(html).toContain('みなとエナジー株式会社');
    expect(res.headers.get('set-cookie') ?? '').not.toContain('session');
  });
});
