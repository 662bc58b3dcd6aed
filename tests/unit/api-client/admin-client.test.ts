import { beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '@/lib/api-client/admin';
import { isApiError } from '@/lib/api-client/api-error';
import { configureApiClient } from '@/lib/api-client/config';
import { $errorMessages } from '@/islands/stores/messages';
import { useClientHarness } from './support/client-harness';
import { answer, errorAnswer } from './support/test-server';

/**
 * The console's client, typed from admin-api-operations.ts, through the members'
 * client core with the console's own session headers; silent (the console screen says the refusal).
 */
describe('the console client (adminApi)', () => {
  const h = useClientHarness();
  beforeEach(() => {
    configureApiClient({ readCookie: (name) => (name === 'ADMIN-XSRF-TOKEN' ? 'admin-xsrf' : 'member-xsrf') });
  });

  it('sends the operation of the registry with the console CSRF token, the operator and a key per POST', async () => {
    h.server.reply(answer(200, { round: { fiscalYear: 2026, roundNo: 1, auctions: [] } }));
    const body = { fiscalYear: 2026, roundNo: 1, opensAt: '2026-11-20T10:00', closesAt: '2026-11-21T15:00' };
    const answered = await adminApi('POST /api/admin/rounds', { body, loginId: 'ops01' });
    expect(answered).toMatchObject({ round: { fiscalYear: 2026 } });
    const [req] = h.server.requests;
    expect(req).toMatchObject({ method: 'POST', url: '/api/admin/rounds' });
    expect(JSON.parse(req!.body)).toEqual(body);
    expect(req!.headers['x-xsrf-token']).toBe('admin-xsrf');
    expect(req!.headers['x-user-id']).toBe('ops01');
    expect(req!.headers['idempotency-key']).toBe('uuid-1');
  });

  it('puts a GET query in the URL as text and sends no CSRF token', async () => {
    h.server.reply(answer(200, {}));
    await adminApi('GET /api/admin/clearing', { query: { marketNo: 202631 }, loginId: 'ops01' });
    const [req] = h.server.requests;
    expect(req!.url).toBe('/api/admin/clearing?marketNo=202631');
    expect(req!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('refuses with the members’ ApiError, its field list, and no retry, navigation or snackbar', async () => {
    const fields = [{ field: 'roundNo', message: '開催回は1～4で指定してください。' }];
    h.server.reply(errorAnswer(422, 'C_SH_001', '入力内容に誤りがあります。', '', fields));
    const body = { fiscalYear: 2026, roundNo: 9, opensAt: '2026-11-20T10:00', closesAt: '2026-11-21T15:00' };
    const error = await adminApi('POST /api/admin/rounds', { body, loginId: 'ops01' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.errors).toEqual(fields);
    h.server.reply(errorAnswer(503, 'C_SH_009', 'メンテナンス中です。'));
    await expect(adminApi('GET /api/admin/dashboard', { loginId: 'ops01' })).rejects.toMatchObject({ status: 503 });
    expect(h.server.requests).toHaveLength(2);
    expect(h.navigations).toEqual([]);
    expect($errorMessages.get()).toEqual([]);
  });

  it('compiles only the registry’s operations with their own bodies', () => {
    // Type checks (tsc runs over the tests): never called.
    const unused = () => {
      // @ts-expect-error: not an operation of the registry
      void adminApi('GET /api/admin/nothing-here', { loginId: 'ops01' });
      // @ts-expect-error: the maintenance switch takes a boolean
      void adminApi('PUT /api/admin/system/maintenance', { body: { maintenance: 'yes' }, loginId: 'ops01' });
      // @ts-expect-error: a create-round body is required
      void adminApi('POST /api/admin/rounds', { loginId: 'ops01' });
    };
    expect(typeof unused).toBe('function');
  });
});
