import { describe, expect, it } from 'vitest';
import * as api from '@/lib/api-client';
import { ApiError, registerErrorPolicy, shouldShowErrorPage, installUnhandledErrorRedirect } from '@/lib/api-client';
import { $apiErrors } from '@/islands/stores/api-errors';
import { $errorMessages } from '@/islands/stores/messages';
import { useClientHarness } from './support/client-harness';
import { errorAnswer } from './support/test-server';

const h = useClientHarness();
const page = { offset: 0, limit: 10, count: true };

describe('screens ignore or override by instance and code (spec §8)', () => {
  it('an ignored instance gets no generic message and no error page', async () => {
    const dispose = registerErrorPolicy('POST /api/v1/nfcs/publish', { ignore: true });
    h.server.reply(errorAnswer(500, 'C_SH_999', 'x'));
    const error = (await api.publishNfc({} as never).catch((e: unknown) => e)) as ApiError;
    expect($errorMessages.get()).toEqual([]);
    expect(shouldShowErrorPage(error)).toBe(false);
    dispose();
    h.server.reply(errorAnswer(500, 'C_SH_999', 'x'));
    await api.publishNfc({} as never).catch(() => undefined);
    expect($errorMessages.get()).toHaveLength(1);
  });

  it('an override replaces the generic message for its code only', async () => {
    registerErrorPolicy('POST /api/v1/bids/buy', { messages: { C_SH_006: '入札が締め切られました。' } });
    h.server.reply(errorAnswer(409, 'C_SH_006', 'server'));
    await expect(api.postBidBuy({} as never)).rejects.toMatchObject({ message: '入札が締め切られました。' });
    expect($errorMessages.get()).toEqual(['入札が締め切られました。']);
    h.server.reply(errorAnswer(500, 'C_SH_999', 'server'));
    await api.postBidBuy({} as never).catch(() => undefined);
    expect($errorMessages.get()).toEqual(['入札が締め切られました。', api.GENERIC_MESSAGE_POST]);
  });

  it('an override also rewrites the message stored for the screen', async () => {
    const instance = api.organizationNameInstance('M404');
    registerErrorPolicy(instance, { messages: { C_SH_008: '該当なし' } });
    h.server.reply(errorAnswer(404, 'C_SH_008', '指定された取引会員は存在しません。'));
    await api.getOrganizationName('M404').catch(() => undefined);
    expect($apiErrors.get()[instance]).toMatchObject({ message: '該当なし' });
  });

  it('the public certificate calls are ignored by the generic handling', async () => {
    h.server.setFallback(errorAnswer(500, 'C_SH_999', 'x'));
    const e1 = await api.getCertificate({ hash: 'h', passCd: 'p' }).catch((e: unknown) => e);
    const e2 = await api.getCertificateDetails({ hash: 'h', passCd: 'p', ...page }).catch((e: unknown) => e);
    expect($errorMessages.get()).toEqual([]);
    expect(shouldShowErrorPage(e1)).toBe(false);
    expect(shouldShowErrorPage(e2)).toBe(false);
  });

  it('a silent call only rejects', async () => {
    h.server.reply(errorAnswer(401, 'C_SH_003', 'x'));
    const error = await api.logout({ silent: true }).catch((e: unknown) => e);
    expect(h.navigations).toEqual([]);
    expect($errorMessages.get()).toEqual([]);
    expect(shouldShowErrorPage(error)).toBe(false);
  });
});

describe('unhandled errors go to /error, except 401 and 422 (spec §8)', () => {
  async function failWith(status: number, code = 'C_SH_999') {
    h.server.setFallback(errorAnswer(status, code, 'x'));
    return api.publishNfc({} as never).catch((e: unknown) => e);
  }

  it('decides by status and by what already happened', async () => {
    expect(shouldShowErrorPage(await failWith(500))).toBe(true);
    expect(shouldShowErrorPage(await failWith(404, 'C_SH_002'))).toBe(true);
    expect(shouldShowErrorPage(await failWith(409))).toBe(true);
    expect(shouldShowErrorPage(await failWith(422))).toBe(false);
    expect(shouldShowErrorPage(await failWith(401))).toBe(false);
    // 503 already took the member to /close.
    expect(shouldShowErrorPage(await failWith(503))).toBe(false);
    expect(shouldShowErrorPage(new Error('script bug'))).toBe(false);
  });

  it('leaves errors without a response alone (a page leave aborts pending calls)', async () => {
    h.server.reply((_req, res) => res.destroy());
    expect(shouldShowErrorPage(await api.publishNfc({} as never).catch((e: unknown) => e))).toBe(false);
  });

  it('listens for unhandledrejection and navigates once', async () => {
    const listeners: ((e: PromiseRejectionEvent) => void)[] = [];
    const target = {
      addEventListener: (_t: string, l: (e: PromiseRejectionEvent) => void) => listeners.push(l),
      removeEventListener: () => undefined,
    };
    installUnhandledErrorRedirect(target);
    const reason = await failWith(500);
    let prevented = 0;
    const event = { reason, preventDefault: () => (prevented += 1) } as unknown as PromiseRejectionEvent;
    listeners[0]?.(event);
    listeners[0]?.(event);
    expect(h.navigations).toEqual(['/error']);
    expect(prevented).toBe(1);
  });
});
