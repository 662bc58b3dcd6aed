import { describe, expect, it } from 'vitest';
import * as api from '@/lib/api-client';
import { ApiError, GENERIC_MESSAGE_OTHER, GENERIC_MESSAGE_POST } from '@/lib/api-client';
import { request } from '@/lib/api-client/http';
import { $apiErrors, setApiError } from '@/islands/stores/api-errors';
import { $codes } from '@/islands/stores/codes';
import { $errorMessages } from '@/islands/stores/messages';
import { $session, setSession } from '@/islands/stores/session';
import { SESSION, useClientHarness } from './support/client-harness';
import { answer, errorAnswer } from './support/test-server';

const h = useClientHarness();
const page = { offset: 0, limit: 10, count: true };

describe('spec §8: 503', () => {
  it('goes to /close and rejects', async () => {
    h.server.reply(errorAnswer(503, 'C_SH_007', 'メンテナンス中'));
    const error = await api.getSystemOpen().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(h.navigations).toEqual(['/close']);
    expect(h.server.requests).toHaveLength(1);
    expect($errorMessages.get()).toEqual([]);
  });
});

describe('spec §8: 401', () => {
  it('clears the session and master data and goes to /login', async () => {
    setSession(SESSION);
    $codes.set({} as never);
    h.server.reply(errorAnswer(401, 'C_SH_003', 'expired'));
    await expect(api.getUserInfo()).rejects.toMatchObject({ status: 401, navigated: true });
    expect($session.get()).toBeNull();
    expect($codes.get()).toBeNull();
    expect(h.navigations).toEqual(['/login']);
    expect($errorMessages.get()).toEqual([]);
  });

  it('is handed to the login screen for the login call itself', async () => {
    h.server.reply(errorAnswer(401, 'C_AU_001', 'ログインIDまたはパスワードが正しくありません。'));
    await expect(api.login({ loginId: 'a', password: 'b' })).rejects.toMatchObject({ status: 401, code: 'C_AU_001' });
    expect(h.navigations).toEqual([]);
    expect($errorMessages.get()).toEqual([]);
    expect($apiErrors.get()[api.LOGIN_INSTANCE]).toMatchObject({ code: 'C_AU_001' });
  });

  it('hands the login throttle (429) to the login screen too', async () => {
    h.server.reply(errorAnswer(429, 'C_AU_002', '試行回数', '', undefined));
    await expect(api.login({ loginId: 'a', password: 'b' })).rejects.toMatchObject({ status: 429 });
    expect($errorMessages.get()).toEqual([]);
  });
});

describe('spec §8: 422 and 404 with C_SH_002 / C_SH_008', () => {
  it.each([
    [
      422,
      'C_AU_003',
      'PUT /api/v1/auth/update-password',
      () => api.updatePassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }),
    ],
    [404, 'C_SH_002', 'GET /api/v1/bids', () => api.getBids({ productCd: 1, ...page })],
    [404, 'C_SH_008', 'GET /api/v1/organizations/M9/organization-name', () => api.getOrganizationName('M9')],
  ] as const)(
    '%i %s is stored by instance and handed to the screen without a message',
    async (status, code, instance, call) => {
      const fieldErrors =
        status === 422 ? [{ field: 'currentPassword', message: '現在のパスワードが正しくありません。' }] : undefined;
      h.server.reply(errorAnswer(status, code, 'server message', instance, fieldErrors));
      await expect(call()).rejects.toMatchObject({ status, code, instance, message: 'server message' });
      expect($errorMessages.get()).toEqual([]);
      expect(h.navigations).toEqual([]);
      expect(h.server.requests).toHaveLength(1);
      expect($apiErrors.get()[instance]).toEqual({ code, message: 'server message', instance, errors: fieldErrors });
    },
  );

  it('treats a 404 with another code as a generic error', async () => {
    h.server.reply(errorAnswer(404, 'C_SH_999', 'x'));
    await expect(api.logout()).rejects.toMatchObject({ status: 404 });
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_POST]);
  });
});

describe('spec §8: stored errors are cleared first', () => {
  const instance = 'PUT /api/v1/organizations';
  const body = { fitParticipation: true, nonFitParticipation: true };

  it('by a successful call', async () => {
    setApiError({ code: 'C_SH_001', message: 'old', instance });
    await api.updateOrganization(body);
    expect($apiErrors.get()[instance]).toBeUndefined();
  });

  it('by a failed call with a response', async () => {
    setApiError({ code: 'C_SH_001', message: 'old', instance });
    h.server.reply(errorAnswer(500, 'C_SH_999', 'boom'));
    await expect(api.updateOrganization(body)).rejects.toBeInstanceOf(ApiError);
    expect($apiErrors.get()[instance]).toBeUndefined();
  });

  it('but not by an error without a response', async () => {
    setApiError({ code: 'C_SH_001', message: 'old', instance });
    h.server.reply((_req, res) => res.destroy());
    await expect(api.updateOrganization(body)).rejects.toThrow(new TypeError('fetch failed'));
    expect($apiErrors.get()[instance]).toMatchObject({ message: 'old' });
  });

  it('only for the same method and path', async () => {
    setApiError({ code: 'C_SH_002', message: 'keep', instance: 'GET /api/v1/bids' });
    await api.updateOrganization(body);
    expect($apiErrors.get()['GET /api/v1/bids']).toMatchObject({ message: 'keep' });
  });
});

describe('spec §8: other errors on calls not marked retryable', () => {
  it.each([
    ['POST', () => api.publishNfc({} as never), GENERIC_MESSAGE_POST],
    [
      'PUT',
      () => api.updateOrganization({ fitParticipation: false, nonFitParticipation: false }),
      GENERIC_MESSAGE_OTHER,
    ],
    ['DELETE', () => api.deleteBid({ productCd: 1 }), GENERIC_MESSAGE_OTHER],
    ['GET (not retryable)', () => request({ method: 'GET', path: '/api/v1/plain' }), GENERIC_MESSAGE_OTHER],
  ] as const)('%s shows its generic message once, without retry', async (_name, call, message) => {
    h.server.setFallback(errorAnswer(500, 'C_SH_999', 'server text'));
    await expect(call()).rejects.toMatchObject({ status: 500 });
    expect(h.server.requests).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
    expect($errorMessages.get()).toEqual([message]);
  });

  it.each([400, 403, 409, 413, 429])('status %i is generic too', async (status) => {
    h.server.reply(errorAnswer(status, 'C_SH_004', 'x'));
    await expect(api.publishNfc({} as never)).rejects.toMatchObject({ status });
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_POST]);
  });
});

describe('spec §8: retryable calls', () => {
  it('retry once after 1000 ms, then show the generic message', async () => {
    h.server.setFallback(errorAnswer(500, 'C_SH_999', 'x'));
    await expect(api.getBids({ productCd: 1, ...page })).rejects.toMatchObject({ status: 500 });
    expect(h.server.requests).toHaveLength(2);
    expect(h.sleeps).toEqual([1000]);
    expect($errorMessages.get()).toEqual([GENERIC_MESSAGE_OTHER]);
  });

  it('succeed quietly when the retry succeeds', async () => {
    h.server.reply(errorAnswer(502, '', ''), answer(200, { rows: [] }));
    await expect(api.getBids({ productCd: 1, ...page })).resolves.toEqual({ rows: [] });
    expect($errorMessages.get()).toEqual([]);
  });

  it('apply the catalogue to the retry answer (503 after 500 goes to /close)', async () => {
    h.server.reply(errorAnswer(500, 'C_SH_999', 'x'), errorAnswer(503, 'C_SH_007', 'm'));
    await expect(api.getCodes()).rejects.toMatchObject({ status: 503 });
    expect(h.navigations).toEqual(['/close']);
    expect($errorMessages.get()).toEqual([]);
  });

  it('are every GET endpoint of spec §7', async () => {
    h.server.setFallback(errorAnswer(500, 'C_SH_999', 'x'));
    const gets = [
      () => api.getAccountBalances({ fiscalYear: 2024, productCd: 1, ...page }),
      () => api.getAccountBalancesCsv({ fiscalYear: 2024, productCd: 1 }),
      () => api.getAccountHistories({ fiscalYear: 2024, productCd: 1, ...page }),
      () => api.getAccountHistoriesCsv({ fiscalYear: 2024, productCd: 1 }),
      () => api.getUserInfo(),
      () => api.getBids({ productCd: 1, ...page }),
      () => api.getBidResults({ fiscalYear: 2024, productCd: 1, ...page }),
      () => api.getCodes(),
      () => api.getNfcs({ fiscalYear: 2024, productCd: 1, dateFrom: '2024-04-01', dateTo: '2024-04-30', ...page }),
      () => api.getNfcPdf(2024, 'N-1'),
      () => api.getOrganizationName('M1'),
      () => api.getSettlements({ fromDate: '2024-04-01', ...page }),
      () => api.getSettlementPdf('S-1'),
      () => api.getSystemOpen(),
      () => api.getCertificate({ hash: 'h', passCd: 'p' }),
      () => api.getCertificateDetails({ hash: 'h', passCd: 'p', ...page }),
    ];
    for (const call of gets) await call().catch(() => undefined);
    expect(h.server.requests).toHaveLength(gets.length * 2);
    expect(h.server.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});

describe('spec §8: errors without a response', () => {
  it('are rejected untouched: no message, no navigation, no retry', async () => {
    h.server.reply((_req, res) => res.destroy());
    const error = await api.getCodes().catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    // fetch's own rejection, as the browser raises it for a connection that fails.
    expect(error).toBeInstanceOf(TypeError);
    expect(h.server.requests).toHaveLength(1);
    expect($errorMessages.get()).toEqual([]);
    expect(h.navigations).toEqual([]);
  });
});
