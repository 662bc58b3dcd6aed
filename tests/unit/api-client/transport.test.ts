import { describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client/config';
import {
  getCodes,
  getUserInfo,
  login,
  logout,
  updateOrganization,
  deleteBid,
  getBids,
  newIdempotencyKey,
  postBidBuy,
} from '@/lib/api-client';
import { request } from '@/lib/api-client/http';
import { setSession } from '@/islands/stores/session';
import { $errorMessages } from '@/islands/stores/messages';
import { SESSION, useClientHarness } from './support/client-harness';
import { answer } from './support/test-server';

const h = useClientHarness();

describe('spec §7 transport rules', () => {
  it('uses base path "/" with credentials included and no timeout signal', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    configureApiClient({
      baseURL: '/',
      fetch: async (input, init) => {
        seen.push({ url: String(input), init: init ?? {} });
        return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await expect(getCodes()).resolves.toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/api/v1/codes');
    expect(seen[0]?.init.credentials).toBe('include');
    // No timeout: the client adds no AbortSignal of its own.
    expect(seen[0]?.init.signal).toBeUndefined();
  });

  it('sends X-User-Id once the user is known, and not before', async () => {
    await getCodes();
    expect(h.server.requests[0]?.headers['x-user-id']).toBeUndefined();
    setSession(SESSION);
    await getCodes();
    expect(h.server.requests[1]?.headers['x-user-id']).toBe('member01');
  });

  it('sends X-XSRF-TOKEN from the cookie on POST, PUT and DELETE only', async () => {
    await getUserInfo();
    await logout();
    await updateOrganization({ fitParticipation: true, nonFitParticipation: true });
    await deleteBid({ productCd: 1 });
    const [get, post, put, del] = h.server.requests;
    expect(get?.headers['x-xsrf-token']).toBeUndefined();
    expect(post?.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(put?.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(del?.headers['x-xsrf-token']).toBe('xsrf-123');
  });

  it('sends an Idempotency-Key on POST only, the same one on the automatic retry', async () => {
    await updateOrganization({ fitParticipation: true, nonFitParticipation: false });
    await logout();
    expect(h.server.requests[0]?.headers['idempotency-key']).toBeUndefined();
    expect(h.server.requests[1]?.headers['idempotency-key']).toBe('uuid-1');

    h.server.reset();
    h.server.reply(answer(500, { code: 'C_SH_999', message: 'x', instance: '' }), answer(200, {}));
    await request({ method: 'POST', path: '/api/v1/retried', body: {}, retryable: true });
    const keys = h.server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['uuid-2', 'uuid-2']);
  });

  it("sends a submission's own Idempotency-Key with every press, so a press after a lost answer replays", async () => {
    const key = newIdempotencyKey();
    await postBidBuy({ productCd: 1, unitPrice: '1.00', volume: 1000 }, { idempotencyKey: key });
    await postBidBuy({ productCd: 1, unitPrice: '1.00', volume: 1000 }, { idempotencyKey: key });
    await postBidBuy({ productCd: 1, unitPrice: '1.00', volume: 1000 });
    const keys = h.server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(key);
    expect(keys[1]).toBe(key);
    expect(keys[2]).not.toBe(key);
  });

  it('sends JSON bodies', async () => {
    await login({ loginId: 'member01', password: 'Secret-123' });
    const req = h.server.requests[0];
    expect(req?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(req?.body ?? '')).toEqual({ loginId: 'member01', password: 'Secret-123' });
  });

  it('waits as long as the server takes (no default timeout)', async () => {
    h.server.reply((_req, res) => setTimeout(() => answer(200, { late: true })(_req, res), 300));
    await expect(getCodes()).resolves.toEqual({ late: true });
  });

  it('accepts only 2xx: a 3xx answer is an error', async () => {
    h.server.reply(answer(304), answer(304));
    await expect(getBids({ productCd: 1, offset: 0, limit: 10, count: true })).rejects.toMatchObject({ status: 304 });
    expect($errorMessages.get()).toHaveLength(1);
  });

  it('answers 204 with undefined', async () => {
    h.server.reply(answer(204));
    await expect(logout()).resolves.toBeUndefined();
  });
});
