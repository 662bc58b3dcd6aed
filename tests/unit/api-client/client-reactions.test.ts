import { afterEach, describe, expect, it } from 'vitest';
import {
  configureApiClient,
  getCodes,
  isApiError,
  logout,
  resetApiClient,
  type ClientReactions,
} from '@/lib/api-client';
import { $errorMessages } from '@/islands/stores/messages';

/**
 * The client decides when the screens must react and calls what it was given; on its
 * own (the public site, a script) it touches no store.
 */
function answering(status: number, body: object) {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function recorder(userId?: string): { calls: string[]; reactions: ClientReactions } {
  const calls: string[] = [];
  return {
    calls,
    reactions: {
      currentUserId: () => userId,
      showScreenError: (e) => calls.push(`screen ${e.code} ${e.instance}`),
      clearScreenError: (i) => calls.push(`clear ${i}`),
      forgetMember: () => calls.push('forget'),
      showMessage: (t) => calls.push(`message ${t}`),
    },
  };
}

const navigation = (seen: string[]) => ({
  assign: (p: string) => seen.push(p),
  reload: () => undefined,
  pathname: () => '/',
});

afterEach(() => resetApiClient());

describe('the API client reacts through what it is given', () => {
  it('hands a 422 to the screen reaction and a 401 to forgetting the member', async () => {
    const { calls, reactions } = recorder('member01');
    const seen: string[] = [];
    const headers: (string | null)[] = [];
    configureApiClient({
      reactions,
      navigation: navigation(seen),
      fetch: async (input, init) => {
        headers.push(new Headers(init?.headers).get('x-user-id'));
        return answering(422, { code: 'C_SH_001', message: '入力内容に誤りがあります。', instance: '' })();
      },
    });
    await expect(getCodes()).rejects.toSatisfy(isApiError);
    expect(calls).toEqual(['clear GET /api/v1/codes', 'screen C_SH_001 GET /api/v1/codes']);
    expect(headers).toEqual(['member01']);

    calls.length = 0;
    configureApiClient({ fetch: answering(401, { code: 'C_AU_001', message: 'x', instance: '' }) });
    await expect(getCodes()).rejects.toSatisfy(isApiError);
    expect(calls).toEqual(['clear GET /api/v1/codes', 'forget']);
    expect(seen).toEqual(['/login']);
  });

  it('on its own touches no store of the islands', async () => {
    const seen: string[] = [];
    configureApiClient({
      navigation: navigation(seen),
      fetch: answering(500, { code: 'C_SH_999', message: 'x', instance: '' }),
    });
    await expect(logout()).rejects.toSatisfy(isApiError);
    expect($errorMessages.get()).toEqual([]);
  });
});
