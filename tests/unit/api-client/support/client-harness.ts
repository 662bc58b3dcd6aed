import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApiClient, resetApiClient } from '@/lib/api-client/config';
import { clearErrorPolicies } from '@/lib/api-client/error-policy';
import { clearClientState } from '@/islands/stores/clear';
import { closeErrorSnackbar } from '@/islands/stores/messages';
import { storeReactions } from '@/islands/stores/api-reactions';
import { localDateTime, localDay } from '@/lib/dates/browser-local';
import { startTestServer } from './test-server';

/**
 * Wires the client to a real local server with recorded navigation, sleeps and ids.
 * Each test file calls it once at top level.
 */
export function useClientHarness() {
  const h = {
    server: undefined as unknown as Awaited<ReturnType<typeof startTestServer>>,
    navigations: [] as string[],
    reloads: 0,
    sleeps: [] as number[],
    cookie: 'xsrf-123' as string | undefined,
    uuids: 0,
    pathname: '/account/balance',
  };
  beforeAll(async () => {
    h.server = await startTestServer();
  });
  afterAll(async () => {
    await h.server.close();
  });
  beforeEach(() => {
    h.server.reset();
    h.navigations.length = 0;
    h.reloads = 0;
    h.sleeps.length = 0;
    h.cookie = 'xsrf-123';
    h.uuids = 0;
    clearClientState();
    closeErrorSnackbar();
    clearErrorPolicies();
    configureApiClient({
      baseURL: h.server.baseURL,
      navigation: {
        assign: (path) => h.navigations.push(path),
        reload: () => {
          h.reloads += 1;
        },
        pathname: () => h.pathname,
      },
      sleep: async (ms) => {
        h.sleeps.push(ms);
      },
      readCookie: (name) => (name === 'XSRF-TOKEN' ? h.cookie : undefined),
      randomUUID: () => `uuid-${++h.uuids}`,
      reactions: storeReactions,
      // As the islands' client has them (src/islands/api.ts).
      dateFormats: { localDay, localDateTime },
    });
  });
  afterEach(() => {
    resetApiClient();
  });
  return h;
}

export const SESSION = {
  userInfo: { userId: 'member01', firstLogin: true },
  organizationInfo: {
    organizationId: 1,
    memberNumber: 'M0001',
    fitParticipation: true,
    nonFitParticipation: false,
    organizationName: '非化石電力株式会社',
  },
  businessDate: '2024-06-03',
  targetYearList: [],
};
